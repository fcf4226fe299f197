/**
 * The tour page's action: a native post (or React Router's fetch of the same form with JavaScript) checked
 * with the shared rules, then booked through the load context's tour service, which takes the slot in the
 * database. Every answer carries the visitor's values back, so nothing typed is lost.
 */
import { type ActionFunctionArgs, data } from "react-router";
import { placesOf } from "#contracts/content/places.server.ts";
import { checkForm, formBody } from "#contracts/forms/check.ts";
import { FORM_ID_FIELD } from "#contracts/forms/rules.ts";
import { HONEYPOT_FIELD } from "#contracts/rules.ts";
import type { TourSlot } from "#contracts/tours.ts";

export type TourAnswer =
  | { status: "invalid" | "failed"; values: Record<string, string>; errors: Record<string, string> }
  | {
      status: "taken";
      values: Record<string, string>;
      errors: Record<string, string>;
      alternatives: TourSlot[];
    }
  | { status: "booked"; slot: string; gym: string }
  /** Stored for the gym to review, not booked: no place is kept and nothing is mailed. */
  | { status: "held"; slot: string; gym: string };

export async function tourAction({ request, context }: ActionFunctionArgs, gym: string) {
  const posted = await request.formData();
  const raw: Record<string, string> = {};
  for (const [name, value] of posted) if (typeof value === "string") raw[name] = value;
  // The gym is the page's, whatever was posted.
  raw.gym = gym;
  const { [FORM_ID_FIELD]: _form, [HONEYPOT_FIELD]: _trap, ...values } = raw;
  const answer = (body: TourAnswer, status: number) => data(body, { status });
  const places = await placesOf(context);
  const checked = checkForm("tour", raw, places);
  if (!checked.ok) return answer({ status: "invalid", values, errors: checked.errors }, 400);
  const built = formBody("tour", raw, places);
  if (!built.ok) return answer({ status: "invalid", values, errors: built.errors }, 400);
  const tours = context.tours;
  try {
    if (!tours) throw new Error("no tour service in the load context");
    const outcome = await tours.book(built.body);
    if (outcome.ok && outcome.held)
      return answer({ status: "held", slot: outcome.slot?.start ?? "", gym }, 202);
    if (outcome.ok)
      return answer({ status: "booked", slot: outcome.slot?.start ?? values.slot ?? "", gym }, 200);
    if ("taken" in outcome)
      return answer(
        {
          status: "taken",
          values: { ...values, slot: "" },
          errors: { slot: "That time has just been taken" },
          alternatives: outcome.alternatives,
        },
        409,
      );
    const errors: Record<string, string> = {};
    for (const problem of outcome.problems) errors[problem.field] ??= problem.message;
    return answer({ status: "invalid", values, errors }, 400);
  } catch (error) {
    context.reportError?.(error);
    return answer({ status: "failed", values, errors: {} }, 503);
  }
}
