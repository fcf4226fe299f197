import { chmod, mkdir } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { writeFileAtomic } from "#server/lib/write-file-atomic.ts";
import { PermanentDeliveryError } from "#server/outbox/errors.ts";

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
  /** An iCalendar object (a tour's invite), sent as the text/calendar alternative and as invite.ics. */
  calendar?: string | null;
}

export interface Mailer {
  readonly kind: "smtp" | "files";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  /** The host part of every Message-ID: SITE_ORIGIN's host name. */
  messageIdDomain?: string;
  /** SMTP connections kept open and used in parallel (SMTP_MAX_CONNECTIONS). */
  maxConnections?: number;
  /** DATA_DIR: files go to DATA_DIR/outbox when there is no SMTP_URL. */
  dataDir: string;
}

// A hung server must not hold a delivery slot for ever; the outbox renews the row's lease meanwhile, so a
// slow server never lets another instance take the row back.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * The Message-ID of an outbox row: the same on every attempt, so if a message is sent twice (the window of
 * docs/decisions/0007: a crash after the server accepted it, before the row was marked sent) the receiving
 * server and the inbox see one message. Derived from the row id, unique per database.
 */
export function messageIdFor(id: number, domain: string): string {
  return `<outbox-${id}@${domain}>`;
}

function message(mail: OutgoingMail, domain: string) {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    // PUBLISH: an event to add, with no organiser expecting a reply (the gym does not track RSVPs).
    ...(mail.calendar
      ? {
          icalEvent: {
            method: /^METHOD:CANCEL\r?$/m.test(mail.calendar) ? "CANCEL" : "PUBLISH",
            filename: "invite.ics",
            content: mail.calendar,
          },
        }
      : {}),
    // Stable across retries, so a receiving server or inbox can spot a duplicate after a crash.
    messageId: messageIdFor(mail.id, domain),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const domain = options.messageIdDomain ?? "novo.outbox";
  if (options.smtpUrl) {
    // Pooled: a handful of connections stay open and carry many messages each, instead of a TCP (and TLS)
    // handshake and a greeting per message; the outbox worker delivers in parallel over them.
    const transport: Transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: options.maxConnections ?? 5,
      maxMessages: 100,
      ...SMTP_TIMEOUTS,
    });
    return {
      kind: "smtp",
      async send(mail) {
        try {
          await transport.sendMail(message(mail, domain));
        } catch (error) {
          // A 5xx answer (no such mailbox, policy refusal) will not change on a retry.
          const code = (error as { responseCode?: number }).responseCode;
          if (typeof code === "number" && code >= 500)
            throw new PermanentDeliveryError(`SMTP server refused the message (${code})`, error);
          throw error;
        }
      },
      close: () => transport.close(),
    };
  }
  const dir = path.join(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let folderReady = false;
  return {
    kind: "files",
    async send(mail) {
      const info = await transport.sendMail(message(mail, domain));
      // Mail is personal data (and a sign-in mail a credential): owner-only folder and files. The chmod
      // also closes a folder an older version created 0755.
      if (!folderReady) {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        await chmod(dir, 0o700);
        folderReady = true;
      }
      const file = path.join(dir, `${mail.id}-${mail.purpose.replace(/[^a-z0-9-]/gi, "_")}.eml`);
      // Written whole: a reader never sees half a message.
      await writeFileAtomic(file, info.message as Buffer, { mode: 0o600 });
    },
    close: () => transport.close(),
  };
}
