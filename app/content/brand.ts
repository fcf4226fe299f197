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

export const dayPassOffer = {
  code: "DAYPASS50",
  headline: "50% OFF DAY PASS",
  summary: "50% off your first day pass",
  /** The offer named in a sentence about it ("our … offer"). */
  name: "50% off day pass",
  /** Once it has ended: the hero's heading, and what the pages and messages promise instead. */
  endedHeadline: "ASK ABOUT CURRENT OFFERS",
  afterEnd: "Leave your details and the team will be in touch about current offers.",
  /**
   * The last day of the offer, in London (SPEC §1, §9: 30 November 2025). The one place it is written: the
   * owner overrides it with DAYPASS_OFFER_ENDS_ON=YYYY-MM-DD (baked into the pages at build, read by the
   * server at start), and every mention of the date is derived from the result (app/lib/day-pass.ts for the
   * pages, server/env.ts for the messages).
   */
  endsOn: "2025-11-30",
} as const;

export const armoryTrialOffer = {
  classes: 3,
  days: 7,
  summary: "3 classes free within 7 days",
} as const;

export const interestOffer = {
  percentOff: 10,
  summary: "10% off for registering your interest",
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
