import { API_KEY_HEADER, type ApiFailure, type FieldProblem } from "#contracts/api.ts";
import { LANDING_HEADER } from "#contracts/attribution.ts";
import { config } from "./config";

export type PostResult =
  | { kind: "ok"; status: number; data: unknown }
  /**
   * `failure` is the API's error body when it has the documented shape (anything else is left out);
   * `problems` its fields, for a 400 (the server is stricter than some forms' browser checks).
   */
  | { kind: "http-error"; status: number; failure?: ApiFailure; problems?: FieldProblem[] }
  | { kind: "network-error"; error: unknown };

interface RequestOptions {
  /** Send the x-api-key header (SPEC §7: every call but the investor enquiry). */
  apiKey?: boolean;
  /** The visit's landing values (app/features/attribution/landing.ts), in LANDING_HEADER: never in the body. */
  landing?: string;
  signal?: AbortSignal;
}

/**
 * The error body of a non-ok answer, checked against its schema, or undefined when it is not JSON of the
 * documented shape. The schema (and zod) load only on this error path: pages whose first load has no zod
 * keep within their JavaScript budget.
 */
export async function readApiFailure(response: Response): Promise<ApiFailure | undefined> {
  const body: unknown = await response.json().catch(() => undefined);
  const { apiFailureSchema } = await import("./api-failure");
  const parsed = apiFailureSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

function headers(options: RequestOptions, json: boolean): HeadersInit {
  const result: Record<string, string> = { accept: "application/json" };
  if (json) result["content-type"] = "application/json";
  if (options.apiKey) result[API_KEY_HEADER] = config.apiKey;
  if (options.landing) result[LANDING_HEADER] = options.landing;
  return result;
}

/** POSTs JSON and says how it went; never throws (a form decides what each outcome means). */
export async function postJson(
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}${path}`, {
      method: "POST",
      headers: headers(options, true),
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    return { kind: "network-error", error };
  }
  if (!response.ok) {
    const failure = await readApiFailure(response);
    if (!failure) return { kind: "http-error", status: response.status };
    return response.status === 400 && failure.problems
      ? { kind: "http-error", status: response.status, failure, problems: failure.problems }
      : { kind: "http-error", status: response.status, failure };
  }
  const data: unknown = await response.json().catch(() => null);
  return { kind: "ok", status: response.status, data };
}

/** A schema the answer is checked against: zod/mini's, or anything with the same safeParse. */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * GETs JSON and checks it against `schema` at the boundary; throws on a network failure, a non-ok status,
 * a body that is not JSON, or one of another shape (each is the same failure to the caller, SPEC §8).
 * `schema` may still be loading (a dynamic import): the request goes at once, beside it, not after it.
 */
export async function getJson<T>(
  path: string,
  schema: AnswerSchema<T> | Promise<AnswerSchema<T>>,
  options: RequestOptions = {},
): Promise<T> {
  const [response, answerSchema] = await Promise.all([
    fetch(`${config.apiBase}${path}`, { headers: headers(options, false), signal: options.signal }),
    schema,
  ]);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const body: unknown = await response.json();
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) throw new Error(`GET ${path} answered an unexpected shape`, { cause: parsed.error });
  return parsed.data;
}
