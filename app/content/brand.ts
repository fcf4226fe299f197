/** Brand-wide facts. Sample business data (phone, e-mails, handles) is listed in README for the owner to replace. */
export const brand = {
  name: "Novo",
  legalName: "Novo Gyms Ltd",
  tagline: "Active. Healthy. Strong.",
  /** One UK number for every gym (SPEC §1). Ofcom drama range: a sample to replace. */
  phone: "020 7946 0123",
  phoneE164: "+442079460123",
  managementEmail: "management@novogyms.co.uk",
  careersEmail: "careers@novogyms.co.uk",
  pressEmail: "management@novogyms.co.uk",
  copyrightYear: 2025,
  minimumAge: 16,
  social: {
    gyms: { label: "Instagram", handle: "@novogyms", href: "https://www.instagram.com/novogyms/" },
    armory: { label: "Instagram", handle: "@novoarmory", href: "https://www.instagram.com/novoarmory/" },
  },
} as const;

/** Providers whose frames the site embeds; the server's Content-Security-Policy is built from these. */
export const providers = {
  /** Class timetable (booking provider); the id is the gym's glofoxId. */
  timetableUrl: (glofoxId: string) => `https://app.glofox.com/portal/#/branch/${glofoxId}/classes-day-view`,
  timetableOrigin: "https://app.glofox.com",
  /** Membership sign-up pages (gym-management provider), one branch per route. */
  membershipUrl: (branch: MembershipBranch) => `https://join.novogyms.co.uk/${branch}/memberships`,
  membershipOrigin: "https://join.novogyms.co.uk",
  mapsOrigin: "https://www.google.com",
} as const;

export type MembershipBranch = "welling" | "london" | "greenwich";
