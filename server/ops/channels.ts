/**
 * Where alerts go (issue 43): an incoming webhook and/or texts to management's phones. The webhook body is
 * `{"text": ...}`, which Slack's and Microsoft Teams' incoming webhooks both take as it is. A text goes
 * through the site's Twilio sender. The text of an alert carries counts and times only (contracts/ops.ts).
 */
import type { SmsSender } from "#server/sms/twilio.ts";

export interface AlertChannel {
  /** For health and logs: "webhook" or "sms". Never the URL (its path is its credential) or a number. */
  name: string;
  send(text: string): Promise<void>;
}

export function webhookChannel(url: string, timeoutMs = 10_000): AlertChannel {
  return {
    name: "webhook",
    async send(text) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
      // The status only: a receiver's error page may echo what it was sent.
      if (!response.ok) throw new Error(`alert webhook answered ${response.status}`);
    },
  };
}

/** One text to each number; a failure for one does not stop the others, and is reported after them. */
export function smsChannel(sms: SmsSender, numbers: readonly string[]): AlertChannel {
  const sent = new Set<string>();
  return {
    name: "sms",
    async send(text) {
      const failures: string[] = [];
      for (const [index, to] of numbers.entries()) {
        // A retry of the same alert does not text a number that already has it.
        const key = `${index}\u0000${text}`;
        if (sent.has(key)) continue;
        try {
          await sms.send(to, text);
          sent.add(key);
        } catch (error) {
          failures.push(`number ${index + 1}: ${error instanceof Error ? error.message : "failed"}`);
        }
      }
      if (failures.length > 0) throw new Error(`alert SMS failed for ${failures.join("; ")}`);
      // Every number has it: a later alert with the same words (the next incident) is texted again.
      for (const index of numbers.keys()) sent.delete(`${index}\u0000${text}`);
    },
  };
}
