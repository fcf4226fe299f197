import { API_KEY_HEADER, type FieldProblem } from "../../contracts/api";
import { config } from "./config";

export type PostResult =
  | { kind: "ok"; status: number; data: unknown }
  /** `problems`: the fields a 400 answer names (the server is stricter than some forms' browser checks). */
  | { kind: "http-error"; status: number; problems?: FieldProblem[] }
  | { kind: "network-error"; error: unknown };

interface RequestOptions {
  /** Send the x-api-key header (SPEC §7: every call but the investor enquiry). */
  apiKey?: boolean;
  signal?: AbortSignal;
}

function headers(options: RequestOptions, json: boolean): HeadersInit {
  const result: Record<string, string> = { accept: "application/json" };
  if (json) result["content-type"] = "application/json";
  if (options.apiKey) result[API_KEY_HEADER] = config.apiKey;
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
  if (!response.ok)
    return { kind: "http-error", status: response.status, problems: await problemsOf(response) };
  const data: unknown = await response.json().catch(() => null);
  return { kind: "ok", status: response.status, data };
}

/** The field problems of an error answer, when its body has that shape; anything else is none. */
async function problemsOf(response: Response): Promise<FieldProblem[] | undefined> {
  if (response.status !== 400) return undefined;
  const body: unknown = await response.json().catch(() => null);
  const problems = (body as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(problems)) return undefined;
  return problems.filter(
    (problem): problem is FieldProblem =>
      typeof problem?.field === "string" && typeof problem?.message === "string",
  );
}

/** GETs JSON; throws on a network failure or a non-ok status. */
export async function getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetch(`${config.apiBase}${path}`, {
    headers: headers(options, false),
    signal: options.signal,
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
