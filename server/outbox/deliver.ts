import type { OutboxRow } from "#server/db/schema.ts";
import type { Mailer } from "#server/mail/transport.ts";
import type { SmsSender } from "#server/sms/twilio.ts";
import type { WebhookSender } from "#server/webhooks/send.ts";
import type { Deliver } from "./worker";

/** Routes an outbox row to its channel. */
export function createDeliver(options: {
  mailer: Mailer;
  sms: SmsSender | null;
  mailFrom: string;
  /** Null without WEBHOOK_SECRET (the configuration refuses WEBHOOK_URLS without it). */
  webhooks?: WebhookSender | null;
}): Deliver {
  return async (row: OutboxRow) => {
    if (row.channel === "webhook") {
      // Written while WEBHOOK_* was set and read after it was removed: never sent unsigned; retried, then dead.
      if (!options.webhooks) throw new Error("webhooks are not configured (WEBHOOK_SECRET)");
      await options.webhooks(row);
      return;
    }
    if (row.channel === "sms") {
      // Written while TWILIO_* was set and read after it was removed: retried, then dead and logged.
      if (!options.sms) throw new Error("SMS is not configured (TWILIO_*)");
      await options.sms.send(row.recipient, row.textBody);
      return;
    }
    await options.mailer.send({
      id: row.id,
      purpose: row.purpose,
      from: options.mailFrom,
      to: row.recipient,
      replyTo: row.replyTo,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      calendar: row.calendar,
    });
  };
}
