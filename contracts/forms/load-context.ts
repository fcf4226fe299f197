import type { FieldProblem } from "#contracts/api.ts";
import type { SubmissionKind } from "#contracts/payloads.ts";

/** The outcome of the submission service (server/submissions/service.ts), as the route actions see it. */
export type SubmitOutcome = { ok: true; id: string; spam: boolean } | { ok: false; problems: FieldProblem[] };

/**
 * What the server puts in React Router's load context for the route actions and loaders: app/ code never
 * imports server/ code, it calls these.
 */
export interface FormsLoadContext {
  /** The submission service, bound to this request's client (address hash, user agent, referrer). */
  submit: (kind: SubmissionKind, body: unknown) => Promise<SubmitOutcome>;
  /** POSTCODES_API_URL: the gym finder's server-side lookup (no JavaScript). */
  postcodesApiUrl: string;
  /** Counts one finder lookup for this client; false when it is over its limit (no lookup is made). */
  mayLookUpPostcode: () => Promise<boolean>;
}
