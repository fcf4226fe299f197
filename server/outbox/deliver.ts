import type { OutboxRow } from "../db/schema";
import type { Mailer } from "../mail/transport";
import type { SmsSender } from "../sms/twilio";
import type { Deliver } from "./worker";

/** Routes an outbox row to its channel. */
export function createDeliver(options: { mailer: Mailer; sms: SmsSender | null; mailFrom: string }): Deliver {
  return async (row: OutboxRow) => {
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
    });
  };
}
