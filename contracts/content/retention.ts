/**
 * How long the site keeps what it stores: the privacy policy states these periods, and the retention job
 * (server/privacy/retention.ts) enforces them, with config/env.ts's RETENTION_* variables as overrides.
 * No imports: the configuration module reads it at start-up and at build time.
 */

/** How long each kind of submission is kept unless the person becomes a member. */
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
