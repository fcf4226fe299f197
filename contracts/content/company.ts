/**
 * The company's contact facts and the numbers behind the terms (content/company.yaml, management's to
 * change): one phone for every gym, the management, careers and press e-mails, the social links, the minimum
 * age, the copyright year and the membership rules. The brand's name, legal name and tagline stay code
 * (contracts/content/brand.ts): they name the business, not a fact an owner keeps current. Pure and client-safe.
 */

/** The terms' numbers (SPEC §9) that copy quotes as {rules.<name>}; the names are fixed so a schema can check them. */
export const membershipRuleNames = [
  "cancellationNoticeDays",
  "freezeMaxMonthsPerYear",
  "freezeNoticeDays",
  "coolingOffDays",
  "liabilityCapPounds",
] as const;
export type MembershipRules = Record<(typeof membershipRuleNames)[number], number>;

export interface SocialLink {
  /** The network's name as the link says it: "Instagram". */
  label: string;
  handle: string;
  href: string;
}

export interface Company {
  /** As people read it: "020 7946 0123" (its tel: link and structured data use `e164`). */
  phone: string;
  emails: { management: string; careers: string; press: string };
  /** The gyms' social link, and the Armory's (its pages show its own, SPEC §1). */
  social: { gyms: SocialLink; armory: SocialLink };
  minimumAge: number;
  copyrightYear: number;
  membershipRules: MembershipRules;
}

/** What every page may need of the company (root loader data): all but the terms' numbers. */
export type SiteCompany = Omit<Company, "membershipRules">;

export function siteCompany({ membershipRules, ...company }: Company): SiteCompany {
  return company;
}

/** The social link of a page: the Armory's on the Armory's pages, the gyms' everywhere else. */
/** The social link of a page: the studio's own on a studio's pages, the gyms' everywhere else (SPEC §2). */
export function socialLinkOf(company: Pick<Company, "social">, placeKind: string | undefined): SocialLink {
  return placeKind === "studio" ? company.social.armory : company.social.gyms;
}

/** A UK number as people read it ("020 7946 0123") in E.164 ("+442079460123"): for tel: links and structured data. */
export function e164(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return digits;
  return digits.startsWith("0") ? `+44${digits.slice(1)}` : digits;
}

export const telHref = (phone: string) => `tel:${e164(phone)}`;
