import type { FastifyServerOptions } from "fastify";

/**
 * Logger settings: nothing a visitor typed, no key and no client address reaches the logs. Fastify does not
 * log bodies, but anything that logs a payload or a header by mistake is still censored.
 */
const piiFields = ["firstName", "lastName", "email", "phoneNum", "phone", "subject", "message", "recipient"];

export const redactPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-api-key"]',
  'req.headers["x-forwarded-for"]',
  'req.headers["set-cookie"]',
  "req.remoteAddress",
  "req.body",
  "body",
  "payload",
  ...piiFields,
  ...piiFields.map((field) => `*.${field}`),
  ...piiFields.map((field) => `body.${field}`),
  ...piiFields.map((field) => `payload.${field}`),
];

/**
 * Free text that may quote what a visitor submitted (a database error's message, an SMTP reply, an HTTP
 * answer) with the values taken out: SQL string literals, anything after Drizzle's "params:", e-mail
 * addresses, phone numbers and long hex digests (the address hash). What is left says what went wrong.
 */
export function scrubText(text: string): string {
  return (
    text
      // Drizzle's "Failed query: <sql>\nparams: <values>": the values go entirely.
      .replace(/\n?\s*params:[\s\S]*$/i, "")
      .replace(/'(?:[^']|'')*'/g, "'?'")
      .replace(/"[^"\n]*@[^"\n]*"/g, '"?"')
      .replace(/[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g, "[address]")
      .replace(/\+?\d(?:[\s-]?\d){6,}/g, "[number]")
      .replace(/\b[0-9a-f]{32,}\b/gi, "[hash]")
  );
}

/** "451 4.7.1 <a@b>: Recipient address rejected" → "4.7.1": the enhanced status code of an SMTP reply. */
function enhancedCode(reply: unknown): string | undefined {
  if (typeof reply !== "string") return undefined;
  return /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/.exec(reply)?.[1];
}

/** Properties that name a failure without quoting data: SQLSTATE, schema objects, SMTP codes and command. */
const safeScalars = [
  "code",
  "errno",
  "syscall",
  "severity",
  "routine",
  "constraint",
  "table",
  "column",
  "schema",
];
const smtpScalars = ["responseCode", "command"];

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * The logger's error serializer: a whitelist, not pino's default copy of every property. A Drizzle error
 * carries the query parameters (`params`) and its message repeats them; pg's `detail` quotes the offending
 * row; nodemailer's `response` and `rejected` name the recipient. None of these is logged; the message is
 * scrubbed, the stack keeps its frames only, the causes are serialized the same way.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: scrubText(String(error)).slice(0, 500), stack: "" };
  const out: SerializedError = {
    type: error.name || error.constructor?.name || "Error",
    message: scrubText(error.message),
    // Frames only: the first line of a stack is the (unscrubbed) message again.
    stack:
      typeof error.stack === "string"
        ? error.stack
            .split("\n")
            .filter((line) => /^\s+at /.test(line))
            .join("\n")
        : "",
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const key of [...safeScalars, ...smtpScalars]) {
    const value = fields[key];
    if (typeof value === "string" || typeof value === "number") out[key] = value;
  }
  const enhanced = enhancedCode(fields.response);
  if (enhanced) out.enhancedCode = enhanced;
  if (error.cause !== undefined && depth < 4) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/**
 * What the outbox stores in lastError and logs when a delivery fails: the SMTP status and enhanced code and
 * the command (never the reply text, which names the recipient), or the scrubbed message.
 */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return scrubText(String(error)).slice(0, 500);
  // A PermanentDeliveryError wraps the transport's error: its SMTP codes are on the cause.
  const smtp = [error, error.cause].find(
    (e): e is Error =>
      e instanceof Error && typeof (e as { responseCode?: unknown }).responseCode === "number",
  );
  const fields = (smtp ?? error) as unknown as Record<string, unknown>;
  if (typeof fields.responseCode === "number") {
    const enhanced = enhancedCode(fields.response);
    const command = typeof fields.command === "string" ? ` at ${fields.command}` : "";
    return `SMTP ${fields.responseCode}${enhanced ? ` ${enhanced}` : ""}${command}`;
  }
  const code = typeof fields.code === "string" ? ` (${fields.code})` : "";
  return `${scrubText(error.message)}${code}`.slice(0, 500);
}

/**
 * A request as logged: its path without the query string, which can carry what a visitor typed (the gym
 * finder's postcode). The client address is redacted (redactPaths) like every other personal value.
 */
export function serializeRequest(request: { method?: string; url?: string; host?: string; ip?: string }) {
  const url = request.url ?? "";
  const queryStart = url.indexOf("?");
  return {
    method: request.method,
    url: queryStart === -1 ? url : `${url.slice(0, queryStart)}?[query]`,
    host: request.host,
    remoteAddress: request.ip,
  };
}

export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: { paths: redactPaths, censor: "[redacted]" },
    serializers: {
      req: serializeRequest,
      err: (error: unknown) => serializeError(error),
      error: (error: unknown) => serializeError(error),
    },
  };
}
