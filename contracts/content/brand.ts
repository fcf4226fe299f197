/**
 * The brand's own words: its name, legal name and tagline. Its contact facts (phone, e-mails, social links,
 * minimum age, copyright year) are content the owner keeps current: content/company.yaml (company.ts).
 */
export const brand = {
  name: "Novo",
  legalName: "Novo Gyms Ltd",
  tagline: "Active. Healthy. Strong.",
} as const;

/** Providers whose frames the site embeds; the server's Content-Security-Policy is built from these. */
export const providers = {
  /** Class timetable (booking provider); the id is the gym's glofoxId. */
  timetableUrl: (glofoxId: string) => `https://app.glofox.com/portal/#/branch/${glofoxId}/classes-day-view`,
  timetableOrigin: "https://app.glofox.com",
  /** Membership sign-up pages (gym-management provider), one branch per route. */
  membershipUrl: (branch: string) => `https://join.novogyms.co.uk/${encodeURIComponent(branch)}/memberships`,
  membershipOrigin: "https://join.novogyms.co.uk",
  mapsOrigin: "https://www.google.com",
} as const;
