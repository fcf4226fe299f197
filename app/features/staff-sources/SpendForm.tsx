/**
 * Management's spend form (issue 38): a month, a channel, optionally a campaign and a gym, and the amount
 * in pounds. The same form enters a new entry and changes one (with its id).
 */
import { Csrf, Field, inputClass, primaryButtonClass } from "#app/features/staff/controls.tsx";
import { channelLabels, channels } from "#contracts/channels.ts";
import type { SpendEntry } from "#contracts/sources.ts";
import type { StaffUser } from "#contracts/staff.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import { GymSelect } from "./GymSelect";

export interface SpendFormValues {
  month: string;
  channel: string;
  campaign: string;
  gym: string;
  amount: string;
}

export function valuesOf(entry: SpendEntry): SpendFormValues {
  return {
    month: entry.month,
    channel: entry.channel,
    campaign: entry.campaign ?? "",
    gym: entry.gym ?? "",
    amount: (entry.amountPence / 100).toFixed(2),
  };
}

export function SpendForm({
  user,
  id,
  values,
  error,
}: {
  user: StaffUser;
  /** The entry changed; null for a new one. */
  id: number | null;
  values: SpendFormValues;
  error: string | null;
}) {
  return (
    <form
      method="post"
      action={staffUrls.spend}
      className="mb-8 grid max-w-3xl gap-4 border border-ink/15 bg-white p-4 sm:grid-cols-2"
      aria-labelledby="spend-form-title"
    >
      <h2 id="spend-form-title" className="font-display text-2xl sm:col-span-2">
        {id === null ? "Enter spend" : "Change this entry"}
      </h2>
      {error && (
        <p role="alert" className="border-2 border-ink bg-signal px-3 py-2 font-semibold sm:col-span-2">
          {error}
        </p>
      )}
      <Csrf user={user} />
      {id !== null && <input type="hidden" name="id" value={id} />}
      <Field label="Month" name="month">
        <input
          id="month"
          name="month"
          type="month"
          required
          defaultValue={values.month}
          className={inputClass}
        />
      </Field>
      <Field label="Channel" name="channel">
        <select id="channel" name="channel" required defaultValue={values.channel} className={inputClass}>
          {channels.map((channel) => (
            <option key={channel} value={channel}>
              {channelLabels[channel]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Campaign (optional, as in utm_campaign)" name="campaign">
        <input
          id="campaign"
          name="campaign"
          type="text"
          maxLength={200}
          defaultValue={values.campaign}
          className={inputClass}
        />
      </Field>
      <GymSelect label="Gym (optional)" value={values.gym} />
      <Field label="Amount (£)" name="amount">
        <input
          id="amount"
          name="amount"
          type="text"
          inputMode="decimal"
          required
          defaultValue={values.amount}
          className={inputClass}
        />
      </Field>
      <div className="flex items-end">
        <button type="submit" className={primaryButtonClass}>
          {id === null ? "Enter spend" : "Save change"}
        </button>
      </div>
    </form>
  );
}
