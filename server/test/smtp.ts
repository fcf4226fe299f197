/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that keeps what it receives, with a small MIME reader so
 * tests can check recipients, headers and decoded text/HTML bodies.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Answer RCPT with 451 (temporary) or 550 (permanent) until set back to null. */
  reject: null | 451 | 550;
  /**
   * Answer every MAIL FROM with 421 until false again: the server refuses all mail, as when the provider's
   * password was rotated or the account is suspended (issue 43).
   */
  refuseAll: boolean;
  /** The text of that refusal (real servers often quote the recipient: "<a@b>: Recipient address rejected"). */
  rejectText: string | null;
  /** Delay before DATA is acknowledged, for every message (a slow server). */
  ackDelayMs: number;
  /** When set, DATA is held until the promise resolves (a slow server, to catch a delivery mid-flight). */
  hold: Promise<void> | null;
  /** Resolves when a DATA command starts (for tests that wait for a delivery to be in flight). */
  onDataStarted: (() => void) | null;
  stop(): Promise<void>;
  /** Listens again on the same port after stop(). */
  restart(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeBody(body: string, encoding: string): string {
  const e = encoding.toLowerCase();
  if (e === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (e === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in headers. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, "\n");
  const at = normalised.indexOf("\n\n");
  const head = at === -1 ? normalised : normalised.slice(0, at);
  const body = at === -1 ? "" : normalised.slice(at + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

export function parseMail(raw: string, envelopeTo: string[] = []): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  let text = "";
  let html = "";
  const visit = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders["content-type"] ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith("--")) break;
        const part = splitHeaders(chunk.replace(/^\n/, ""));
        visit(part.headers, part.body);
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders["content-transfer-encoding"] ?? "7bit");
    if (/^text\/html/i.test(type)) html += decoded;
    else if (/^text\/plain/i.test(type)) text += decoded;
  };
  visit(headers, body);
  return { envelopeTo, raw, headers, subject: decodeHeader(headers.subject ?? ""), text, html };
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  let server: SMTPServer;
  const state: TestSmtpServer = {
    url: "",
    port: 0,
    received: [],
    reject: null,
    refuseAll: false,
    rejectText: null,
    ackDelayMs: 0,
    hold: null,
    onDataStarted: null,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
    restart: () => listen(state.port),
  };
  const options: SMTPServerOptions = {
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refuseAll) return callback();
      const error = new Error("Service not available, closing transmission channel") as Error & {
        responseCode: number;
      };
      error.responseCode = 421;
      callback(error);
    },
    onRcptTo(_address, _session, callback) {
      if (state.reject) {
        const text = state.rejectText ?? (state.reject === 451 ? "Try again later" : "No such user");
        const error = new Error(text) as Error & {
          responseCode: number;
        };
        error.responseCode = state.reject;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      state.onDataStarted?.();
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (state.hold) await state.hold;
        if (state.ackDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.ackDelayMs));
        const raw = Buffer.concat(chunks).toString("utf8");
        state.received.push(
          parseMail(
            raw,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  };
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer(options);
      server.on("error", () => {});
      server.listen(port, "127.0.0.1", () => {
        state.port = (server.server.address() as AddressInfo).port;
        state.url = `smtp://127.0.0.1:${state.port}`;
        resolve();
      });
      server.server.once("error", reject);
    });
  await listen(0);
  return state;
}
