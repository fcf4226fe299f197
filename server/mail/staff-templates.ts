/** The staff area's own mails beyond the sign-in link: the invitation (issue 37.4), in the mail frame. */
import { createElement } from "react";
import { brand } from "#contracts/content/brand.ts";
import { StaffInvitationMessage } from "./messages/staff-invitation";
import type { MailContent } from "./render";
import { type Context, renderFramed } from "./templates";

/** The note an invited colleague gets: their role and the sign-in page's address. */
export function staffInvitationMail(
  signInUrl: string,
  roleLabel: string,
  context: Context = {},
): Promise<MailContent> {
  return renderFramed(
    `Your access to the ${brand.name} staff area`,
    createElement(StaffInvitationMessage, { brandName: brand.name, roleLabel, signInUrl }),
    context,
  );
}
