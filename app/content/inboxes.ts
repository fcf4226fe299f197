/**
 * Where staff notifications of form submissions go (the API's outbox reads this table).
 * Leads and enquiries go to the chosen gym's inbox; investor and interest registrations to management.
 */
import { brand } from "./brand";
import { gymByFormName } from "./gyms";

export type SubmissionKindName = "lead" | "enquiry" | "investor" | "interest" | "tour";

export const inboxRouting = {
  lead: "gym",
  enquiry: "gym",
  investor: "management",
  interest: "management",
  tour: "gym",
} as const satisfies Record<SubmissionKindName, "gym" | "management">;

/** The staff inbox for a submission; `formName` is the gym's formName for leads and enquiries. */
export function staffInboxFor(kind: SubmissionKindName, formName?: string | null): string {
  if (inboxRouting[kind] === "gym") {
    const gym = formName ? gymByFormName(formName) : undefined;
    // An unknown gym cannot pass validation; management is the safe catch-all should one slip through.
    return gym?.email ?? brand.managementEmail;
  }
  return brand.managementEmail;
}
