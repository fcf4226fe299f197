/**
 * Where staff notifications of form submissions go (the API's outbox reads this table).
 * Leads and enquiries go to the chosen gym's inbox; investor and interest registrations to management.
 */
import type { GymLocation } from "./gym-location";

export type SubmissionKindName = "lead" | "enquiry" | "investor" | "interest" | "tour";

export const inboxRouting = {
  lead: "gym",
  enquiry: "gym",
  investor: "management",
  interest: "management",
  tour: "gym",
} as const satisfies Record<SubmissionKindName, "gym" | "management">;

/**
 * The staff inbox for a submission; `formName` is the gym's formName for leads and enquiries, `gyms` the gyms
 * and `management` the management e-mail as the content has them when the message is written (an owner's
 * change of an e-mail applies at once).
 */
export function staffInboxFor(
  kind: SubmissionKindName,
  formName: string | null | undefined,
  gyms: readonly Pick<GymLocation, "formName" | "email">[],
  management: string,
): string {
  if (inboxRouting[kind] === "gym") {
    const gym = formName ? gyms.find((candidate) => candidate.formName === formName) : undefined;
    // An unknown gym cannot pass validation; management is the safe catch-all should one slip through.
    return gym?.email ?? management;
  }
  return management;
}
