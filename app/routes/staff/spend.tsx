import { data, redirect } from "react-router";
import { londonDateTime, StaffTable, tdClass } from "#app/features/staff/controls.tsx";
import { requireManagement, requireStaffPost, staffContext } from "#app/features/staff/guard.server.ts";
import { StaffShell } from "#app/features/staff/StaffShell.tsx";
import { useGymLabel } from "#app/features/staff-charts/format.ts";
import { formatMonth, formatPounds } from "#app/features/staff-charts/SourceCharts.tsx";
import { SpendForm, type SpendFormValues, valuesOf } from "#app/features/staff-sources/SpendForm.tsx";
import { channelLabels } from "#contracts/channels.ts";
import { monthAsked, type SpendInput, spendFormSchema, spendInputOf } from "#contracts/sources.ts";
import { checkForm } from "#contracts/staff.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/spend";

/** Management's spend per month (issue 38): the month's entries, the form, and the log of changes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireManagement(request, context);
  const asked = new URL(request.url).searchParams;
  const month = monthAsked(asked.get("month"));
  const { entries, changes } = await staffContext(context).spendEntries(month);
  const editing = entries.find((entry) => String(entry.id) === asked.get("edit")) ?? null;
  return { user, month, entries, changes, editing, saved: asked.get("saved") === "1" };
}

/** Enters or changes one entry; bad input is the form again with the field named, and nothing changes. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireStaffPost(request, context, { management: true });
  const values: SpendFormValues = {
    month: form.month ?? "",
    channel: form.channel ?? "",
    campaign: form.campaign ?? "",
    gym: form.gym ?? "",
    amount: form.amount ?? "",
  };
  const id = form.id && /^\d{1,15}$/.test(form.id) ? Number(form.id) : null;
  if (form.id && id === null) return data({ error: "id: Not a spend entry", values, id }, { status: 400 });
  const checked = checkForm(spendFormSchema, { ...values });
  if (!checked.ok) return data({ error: checked.message, values, id }, { status: 400 });
  const input: SpendInput = spendInputOf(checked.value);
  const saved = await staffContext(context).saveSpend(user, id, input);
  if (!saved.ok) return data({ error: saved.message, values, id }, { status: 400 });
  return redirect(staffUrls.spendSaved(input.month), 303);
}

export default function SpendRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { user, month, entries, changes, editing, saved } = loaderData;
  const gymLabel = useGymLabel();
  const blank: SpendFormValues = { month, channel: "paid-social", campaign: "", gym: "", amount: "" };
  const values = actionData?.values ?? (editing ? valuesOf(editing) : blank);
  const id = actionData ? actionData.id : (editing?.id ?? null);
  const entryText = (input: SpendInput) =>
    `${formatMonth(input.month)}, ${channelLabels[input.channel]}` +
    `${input.campaign ? `, ${input.campaign}` : ""}, ${input.gym ? gymLabel(input.gym) : "all gyms"}: ` +
    formatPounds(input.amountPence);
  return (
    <StaffShell title="Spend" user={user} current="spend" notice={saved ? "Spend saved." : undefined}>
      <p className="mb-4 max-w-prose">
        What was spent each month on a channel, or on one campaign of it, for every gym or one. The lead
        sources page divides it by the month's leads, tours and members. Gyms' inboxes never see it.
      </p>
      <SpendForm user={user} id={id} values={values} error={actionData?.error ?? null} />
      <form method="get" action={staffUrls.spend} className="mb-4 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="list-month" className="mb-1 block text-sm font-semibold uppercase tracking-wide">
            Entries of the month
          </label>
          <input
            id="list-month"
            name="month"
            type="month"
            defaultValue={month}
            className="border-2 border-ink px-3 py-2"
          />
        </div>
        <button type="submit" className="min-h-11 border-2 border-ink px-4 font-semibold">
          Show
        </button>
      </form>
      <StaffTable
        rows={entries}
        empty={`No spend entered for ${formatMonth(month)}.`}
        caption={`Spend entered for ${formatMonth(month)}`}
        captionShown
        columns={["Channel", "Campaign", "Gym", "Amount", "Last changed", "Change"]}
      >
        {(entry) => (
          <tr key={entry.id}>
            <td className={tdClass}>{channelLabels[entry.channel]}</td>
            <td className={`${tdClass} break-all`}>{entry.campaign ?? "—"}</td>
            <td className={tdClass}>{entry.gym ? gymLabel(entry.gym) : "All gyms"}</td>
            <td className={tdClass}>{formatPounds(entry.amountPence)}</td>
            <td className={tdClass}>{`${londonDateTime(entry.updatedAt)} by ${entry.updatedBy}`}</td>
            <td className={tdClass}>
              <a href={staffUrls.spendEdit(entry.month, entry.id)} className="underline">
                Change<span className="sr-only">{` ${entryText(entry)}`}</span>
              </a>
            </td>
          </tr>
        )}
      </StaffTable>
      <h2 className="mt-8 mb-2 font-display text-2xl">Changes</h2>
      <StaffTable
        rows={changes}
        empty="No spend entered yet."
        caption="The latest entries and changes, newest first"
        columns={["When", "Who", "What"]}
      >
        {(change) => (
          <tr key={change.id}>
            <td className={tdClass}>{londonDateTime(change.changedAt)}</td>
            <td className={tdClass}>{change.actor}</td>
            <td className={`${tdClass} break-all`}>
              {change.previous
                ? `Changed ${entryText(change.previous)} to ${entryText(change.current)}`
                : `Entered ${entryText(change.current)}`}
            </td>
          </tr>
        )}
      </StaffTable>
    </StaffShell>
  );
}
