import type { FieldProblem } from "#contracts/api.ts";
import type { SubmissionKind } from "#contracts/payloads.ts";

/** The outcome of the submission service (server/submissions/service.ts), as the route actions see it. */
export type SubmitOutcome = { ok: true; id: string; spam: boolean } | { ok: false; problems: FieldProblem[] };

/**
 * What the server puts in React Router's load context for the route actions and loaders: app/ code never
 * imports server/ code, it calls these.
 */
export interface FormsLoadContext {
  /**
   * The submission service, bound to this request's client (address hash, user agent, referrer). `landing`:
   * the landing values a server-rendered form's hidden field carried (LANDING_FIELD), in LANDING_HEADER's
   * format; read in preference to the post's Referer.
   */
  submit: (kind: SubmissionKind, body: unknown, landing?: string) => Promise<SubmitOutcome>;
  /** POSTCODES_API_URL: the gym finder's server-side lookup (no JavaScript). */
  postcodesApiUrl: string;
  /** Counts one finder lookup for this client; false when it is over its limit (no lookup is made). */
  mayLookUpPostcode: () => Promise<boolean>;
}
