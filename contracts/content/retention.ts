/**
 * How long the site keeps what it stores: the privacy policy states these periods, and the retention job
 * (server/privacy/retention.ts) enforces them, with config/env.ts's RETENTION_* variables as overrides.
 * No imports: the configuration module reads it at start-up and at build time.
 */

/**
 * How long each kind of submission is kept, whether or not the person becomes a member: a member's details
 * move to their membership record, and the website's copy is deleted at the end of its period like any other.
 * What a deleted submission leaves is anonymous counts (day, gym, kind, channel, campaign, page, outcome,
 * time to first contact, tours; server/privacy/lead-counts.ts), as the privacy policy says.
 */
export const retentionMonths = {
  leads: 12,
  interest: 12,
  enquiries: 24,
  investorEnquiries: 24,
} as const;

/** Shorter periods, in days: spam caught by the honeypot, and the copies of the messages we sent. */
export const retentionDays = {
  spam: 30,
  sentMessageCopies: 30,
  /** Nightly backups kept (README "Backups"): what an erasure deleted leaves them within this many days. */
  backups: 30,
} as const;
