/**
 * The staff area's server side: the per-request load context its React Router routes (app/routes/staff)
 * call. The routes never reach the database, the mailer or the cookie's secrets themselves.
 * - One cookie, set by hand (its value is a random id whose hash is looked up, so no signing is needed).
 * - A session counts only while its address is still allowed with the same role (STAFF_EMAILS may change).
 * - Sign-in requests are counted per client address and per e-mail, allowed or not, so the answer never tells.
 */
import { createHmac } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { type FormName, gyms } from "#app/content/gyms.ts";
import { emailField } from "#contracts/fields.ts";
import type { ErasureAnswer, StaffLoadContext, StaffSession } from "#contracts/staff.ts";
import { STAFF_PATH } from "#contracts/staff-urls.ts";
import { retryMessage } from "#server/cli/commands.ts";
import { csvRow } from "#server/cli/csv.ts";
import type { Db } from "#server/db/client.ts";
import type { OutboxWorker } from "#server/outbox/worker.ts";
import { eraseSubject, findSubject, InvalidSubjectError } from "#server/privacy/subject.ts";
import { type Counter, memoryCounter, redisCounter } from "#server/security/rate-limit.ts";
import { conversionReport } from "#server/stats/conversion.ts";
import {
  allowedStaff,
  consumeLink,
  createSession,
  deleteSession,
  findSession,
  issueLink,
  roleLabel,
} from "./auth.ts";
import {
  exportRows,
  listSubmissions,
  mayTouchMessage,
  nameOf,
  outboxFor,
  scopedFilter,
  setStatus,
  submissionDetail,
} from "./queries.ts";

export const COOKIE = "novo_staff";

export interface StaffOptions {
  db: Db;
  siteOrigin: string;
  dataDir: string;
  staffEmails?: string;
  signInLimit: number;
  /** Salt for the rate-limit keys (no address or e-mail in counter keys). */
  salt: string;
  worker: OutboxWorker;
  redis?: Redis;
  nameSpace?: string;
}

/** Builds the staff area's load context for one request. */
export type StaffArea = (request: FastifyRequest) => StaffLoadContext;

declare module "fastify" {
  interface FastifyInstance {
    staffArea?: StaffArea;
  }
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

function sessionCookie(request: FastifyRequest, value: string, maxAgeSeconds?: number): string {
  const attributes = [`${COOKIE}=${value}`, `Path=${STAFF_PATH}`, "HttpOnly", "SameSite=Strict"];
  if (request.protocol === "https") attributes.push("Secure");
  if (maxAgeSeconds !== undefined) attributes.push(`Max-Age=${maxAgeSeconds}`);
  return attributes.join("; ");
}

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export function registerStaffArea(app: FastifyInstance, options: StaffOptions): void {
  app.decorate("staffArea", createStaffArea(options));
}

export function createStaffArea(options: StaffOptions): StaffArea {
  const { db } = options;
  const allowed = allowedStaff(options.staffEmails);
  const counter: Counter = options.redis ? redisCounter(options.redis) : memoryCounter();
  const counterPrefix = `${options.nameSpace ?? "novo-rate-limit-"}staff-sign-in:`;
  const siteOrigin = new URL(options.siteOrigin).origin;
  const hash = (value: string) => createHmac("sha256", options.salt).update(value).digest("hex");
  const dataDir = { dataDir: options.dataDir };

  const erasureAnswer = async (work: () => Promise<ErasureAnswer>): Promise<ErasureAnswer> => {
    try {
      return await work();
    } catch (error) {
      // An address the erasure cannot take is the form again, with why; anything else is a real failure.
      if (error instanceof InvalidSubjectError) return { refused: error.message };
      throw error;
    }
  };

  return (request) => {
    let session: Promise<StaffSession | null> | undefined;
    const lookUp = async (): Promise<StaffSession | null> => {
      const id = readCookie(request.headers.cookie, COOKIE);
      const found = id ? await findSession(db, id) : null;
      if (!id || !found || allowed.get(found.email) !== found.role) return null;
      return {
        email: found.email,
        role: found.role,
        roleLabel: roleLabel(found.role),
        csrfToken: found.csrfToken,
        sessionId: id,
      };
    };

    return {
      session: () => {
        session ??= lookUp();
        return session;
      },

      async requestLink(raw) {
        const parsed = emailField.safeParse(raw);
        const email = parsed.success ? parsed.data.toLowerCase() : null;
        const role = email ? allowed.get(email) : undefined;
        const counts = await Promise.all([
          counter.hit(`${counterPrefix}a:${hash(request.ip)}`, SIGN_IN_WINDOW_MS),
          counter.hit(`${counterPrefix}e:${hash(email ?? raw)}`, SIGN_IN_WINDOW_MS),
        ]);
        const limited = counts.some((c) => (c ?? 0) > options.signInLimit);
        if (email && role && !limited) {
          await issueLink(db, { email, role, siteOrigin });
          options.worker.nudge();
        } else if (limited) request.log.warn("staff sign-in: request over the rate limit, no link sent");
      },

      async signInWithLink(token) {
        const who = token ? await consumeLink(db, token) : null;
        // Still allowed? STAFF_EMAILS may have changed since the link was sent.
        if (!who || allowed.get(who.email) !== who.role) return null;
        // A new session every time: whatever cookie came with the request is dropped, never upgraded.
        const old = readCookie(request.headers.cookie, COOKIE);
        if (old) await deleteSession(db, old);
        return sessionCookie(request, await createSession(db, who));
      },

      async signOut(sessionId) {
        await deleteSession(db, sessionId);
        return sessionCookie(request, "", 0);
      },

      async listSubmissions(role, asked) {
        const filter = scopedFilter(asked, role);
        return { filter, ...(await listSubmissions(db, role, filter)) };
      },

      submissionDetail: (role, id) => submissionDetail(db, role, id),

      setStatus: (user, id, status, note) => setStatus(db, user, id, status, note),

      async exportCsv(role, filter) {
        const rows = await exportRows(db, role, scopedFilter(filter, role));
        const header = ["id", "received", "kind", "gym", "status", "name", "email", "phone", "spam", "held"];
        const lines = [csvRow([...header, "fields", "referer"])];
        for (const r of rows) {
          const p = r.payload as Record<string, unknown>;
          lines.push(
            csvRow([
              r.id,
              r.createdAt,
              r.kind,
              r.gym,
              r.status,
              nameOf(p),
              r.email,
              p.phoneNum ?? p.phone ?? "",
              r.spam,
              r.held,
              JSON.stringify(p),
              r.referer,
            ]),
          );
        }
        return lines.join("");
      },

      outbox: (role) => outboxFor(db, role),

      async retryMessage(role, id) {
        if (!Number.isSafeInteger(id) || !(await mayTouchMessage(db, role, id))) return false;
        if ((await retryMessage(db, id)) === "retried") options.worker.nudge();
        return true;
      },

      findSubject: (email) =>
        erasureAnswer(async () => {
          const found = await findSubject(db, email, dataDir);
          return {
            summary: {
              email: found.email,
              submissions: found.submissions.length,
              messages: found.outbox.length,
              files: found.files.length,
            },
          };
        }),

      eraseSubject: (email) =>
        erasureAnswer(async () => {
          const gone = await eraseSubject(db, email, dataDir);
          request.log.info(
            { erased: { submissions: gone.submissionIds.length, messages: gone.outboxIds.length } },
            "staff: erasure",
          );
          return {
            summary: {
              email: gone.email,
              submissions: gone.submissionIds.length,
              messages: gone.outboxIds.length,
              files: gone.files.length,
            },
          };
        }),

      conversionReport(role) {
        // A gym's inbox sees its own gym's leads against all pages' views.
        const gym = gyms.find((candidate) => candidate.formName === role)?.formName as FormName | undefined;
        return conversionReport(db, { gym: gym ?? null });
      },
    };
  };
}
