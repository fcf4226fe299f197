/**
 * Text messages through a Twilio-compatible HTTP API:
 * POST {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded To/From/Body, HTTP basic auth.
 */
import type { Env } from "#server/env.ts";
import { PermanentDeliveryError } from "#server/outbox/errors.ts";

export interface SmsSender {
  send(to: string, body: string): Promise<void>;
}

export interface TwilioOptions {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  timeoutMs?: number;
}

/** The site's sender when the three Twilio settings are there; null (no texts) otherwise. */
export function twilioSenderFrom(
  env: Pick<Env, "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM" | "TWILIO_API_URL">,
): SmsSender | null {
  if (!(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM)) return null;
  return createTwilioSender({
    apiUrl: env.TWILIO_API_URL,
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from: env.TWILIO_FROM,
  });
}

export function createTwilioSender(options: TwilioOptions): SmsSender {
  const endpoint = `${options.apiUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64");
  return {
    async send(to, body) {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: {
          authorization: `Basic ${auth}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: new URLSearchParams({ To: to, From: options.from, Body: body }).toString(),
        // A hung API must not hold a delivery slot for ever (the outbox renews the lease meanwhile).
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
      if (response.ok) return;
      // Only Twilio's error code: its message can quote the number we sent to.
      const detail = await response.json().catch(() => null);
      const code = detail && typeof detail === "object" ? (detail as { code?: unknown }).code : undefined;
      const error = `SMS API answered ${response.status}${typeof code === "number" ? ` (Twilio error ${code})` : ""}`;
      // 4xx (bad number, bad credentials) will not fix itself; 429 and 5xx may.
      if (response.status >= 400 && response.status < 500 && response.status !== 429)
        throw new PermanentDeliveryError(error);
      throw new Error(error);
    },
  };
}
