/**
 * Mail delivery: SMTP through nodemailer when SMTP_URL is set; otherwise each message is written as one
 * .eml file under DATA_DIR/outbox/ (the embedded default: nothing leaves the machine, staff can open the files).
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { PermanentDeliveryError } from "../outbox/errors";

export interface OutgoingMail {
  /** The outbox row id: names the .eml file. */
  id: number;
  purpose: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
}

export interface Mailer {
  readonly kind: "smtp" | "files";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  /** DATA_DIR: files go to DATA_DIR/outbox when there is no SMTP_URL. */
  dataDir: string;
}

// Well under the outbox lease (OUTBOX_LEASE_SECONDS), so a slow server never lets another instance take
// the row back while this one is still talking to SMTP.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

function message(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    // Stable across retries, so a receiving server or inbox can spot a duplicate after a crash.
    messageId: `<outbox-${mail.id}@novo.outbox>`,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      kind: "smtp",
      async send(mail) {
        try {
          await transport.sendMail(message(mail));
        } catch (error) {
          // A 5xx answer (no such mailbox, policy refusal) will not change on a retry.
          const code = (error as { responseCode?: number }).responseCode;
          if (typeof code === "number" && code >= 500) throw new PermanentDeliveryError(String(error), error);
          throw error;
        }
      },
      close: () => transport.close(),
    };
  }
  const dir = path.join(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${mail.id}-${mail.purpose.replace(/[^a-z0-9-]/gi, "_")}.eml`);
      // Written whole, then renamed: a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}
