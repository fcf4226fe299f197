/**
 * The staff area's server side: the per-request load context its React Router routes (app/routes/staff)
 * call. The routes never reach the database, the mailer or the cookie's secrets themselves.
 * - One cookie, set by hand (its value is a random id whose hash is looked up, so no signing is needed).
 * - A session counts only while its address is still allowed with the same role (STAFF_EMAILS may change).
 * - Sign-in requests are counted per client (an IPv6 /64 as one), allowed or not; an inbox gets at most a few
 *   link mails an hour and none while a link is live (requestSignInLink), and every answer takes as long.
 * - Erasure needs a sign-in in the last 15 minutes.
 */
import { createHmac } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { firstContactSettingsOf } from "#app/content/first-contact.server.ts";
import { identityByFormName } from "#app/content/gym-identity.ts";
import { emailField } from "#contracts/fields.ts";
import {
  type ErasureAnswer,
  MANAGEMENT_ROLE,
  type StaffLoadContext,
  type StaffSession,
} from "#contracts/staff.ts";
import { editorUrls, STAFF_PATH } from "#contracts/staff-urls.ts";
import { retryMessage } from "#server/cli/commands.ts";
import { csvRow, sourceCsvCells, sourceCsvHeader } from "#server/cli/csv.ts";
import { MediaBucketError } from "#server/content/bucket.ts";
import { writeContentFiles } from "#server/content/files.ts";
import type { ContentSync } from "#server/content/sync.ts";
import type { Db } from "#server/db/client.ts";
import type { MessageOptions } from "#server/outbox/messages.ts";
import type { OutboxWorker } from "#server/outbox/worker.ts";
import { eraseSubject, findSubject, InvalidSubjectError } from "#server/privacy/subject.ts";
import { addressKey } from "#server/security/client-address.ts";
import { type Counter, memoryCounter, redisCounter } from "#server/security/rate-limit.ts";
import { spooledCount } from "#server/spool/journal.ts";
import { conversionReport } from "#server/stats/conversion.ts";
import { firstContactReport } from "#server/stats/first-contact.ts";
import { markTour, staffTours } from "#server/tours/book.ts";
import {
  allowedStaff,
  consumeLink,
  createSession,
  deleteSession,
  findSession,
  forgetSignInMails,
  RECENT_SIGN_IN_MS,
  requestSignInLink,
  requireRecentSignIn,
  roleLabel,
} from "./auth.ts";
import { findContentChange, listContentChanges, recordContentChanges } from "./content-changes.ts";
import { contentDifferenceViews } from "./content-differences.ts";
import { type ContactDeps, changeLead } from "./first-contact.ts";
import { listHeld, markHeldSpam, releaseHeld } from "./held.ts";
import {
  exportRows,
  listSubmissions,
  mayTouchMessage,
  nameOf,
  outboxFor,
  scopedFilter,
  submissionDetail,
} from "./queries.ts";
import { sourcesArea } from "./sources";

export const COOKIE = "novo_staff";

export interface StaffOptions {
  db: Db;
  siteOrigin: string;
  dataDir: string;
  staffEmails?: string;
  /** Sign-in requests per client (address, IPv6 /64) in 15 minutes. */
  signInLimit: number;
  /** STAFF_SESSION_MAX_HOURS: a session's absolute lifetime, however active. */
  sessionMaxHours?: number;
  /** STAFF_SIGN_IN_MAILS_PER_HOUR: link mails to one inbox in an hour, whoever asks. */
  signInMailsPerHour?: number;
  /** Salt for the rate-limit keys (no address or e-mail in counter keys). */
  salt: string;
  worker: OutboxWorker;
  /** The submission service's message options: a released held submission is mailed with the same. */
  messages: MessageOptions;
  redis?: Redis;
  nameSpace?: string;
  /** How this instance follows the content in the database (server/content/sync.ts). */
  contentSync?: Pick<ContentSync, "follow"> | null;
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

/** `secure`: SITE_ORIGIN is https:// (a proxy's header says nothing about what the browser sees). */
function sessionCookie(
  secure: boolean,
  value: string,
  maxAgeSeconds?: number,
  cookiePath: string = STAFF_PATH,
): string {
  const attributes = [`${COOKIE}=${value}`, `Path=${cookiePath}`, "HttpOnly", "SameSite=Strict"];
  if (secure) attributes.push("Secure");
  if (maxAgeSeconds !== undefined) attributes.push(`Max-Age=${maxAgeSeconds}`);
  return attributes.join("; ");
}

/** A save refused because the photo bucket did not take the photo: nothing was written, try again. */
const PHOTO_STORE_DOWN = "The photo store is not answering, so nothing was saved. Try again in a minute.";

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** Every sign-in request is answered no sooner than this, so its timing does not tell an inbox's outcome. */
const SIGN_IN_ANSWER_MS = 250;

async function evenOut(started: number): Promise<void> {
  const left = SIGN_IN_ANSWER_MS - (Date.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

const STALE_SIGN_IN =
  "Erasure needs a recent sign-in: sign out, sign in again with a new link, then erase within 15 minutes.";

export function registerStaffArea(app: FastifyInstance, options: StaffOptions): void {
  app.decorate("staffArea", createStaffArea(options));
}

export function createStaffArea(options: StaffOptions): StaffArea {
  const { db } = options;
  const allowed = allowedStaff(options.staffEmails);
  const counter: Counter = options.redis ? redisCounter(options.redis) : memoryCounter();
  const counterPrefix = `${options.nameSpace ?? "novo-rate-limit-"}staff-sign-in:`;
  const siteOrigin = new URL(options.siteOrigin).origin;
  const secureCookie = siteOrigin.startsWith("https:");
  const hash = (value: string) => createHmac("sha256", options.salt).update(value).digest("hex");
  const dataDir = { dataDir: options.dataDir };
  const contactDeps: ContactDeps = {
    settingsFor: (gym) => firstContactSettingsOf({ content: options.messages.content }, gym),
    webhookUrls: options.messages.webhookUrls ?? [],
  };

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
    let signedInAt: Date | null = null;
    // The live session's id: kept here, never in what loaders are given (contracts/staff.ts, StaffSession).
    let sessionId = "";
    const lookUp = async (): Promise<StaffSession | null> => {
      const id = readCookie(request.headers.cookie, COOKIE);
      const found = id ? await findSession(db, id, new Date(), options.sessionMaxHours) : null;
      if (!id || !found || allowed.get(found.email) !== found.role) return null;
      signedInAt = found.createdAt;
      sessionId = id;
      return {
        email: found.email,
        role: found.role,
        roleLabel: roleLabel(found.role, options.messages.gyms()),
        csrfToken: found.csrfToken,
      };
    };
    /** Set-Cookie values for the editor's paths: this session's cookie, or (id "") the values that clear it. */
    const editorCookies = (id: string) =>
      [editorUrls.admin, editorUrls.api].map((cookiePath) =>
        sessionCookie(secureCookie, id, id ? undefined : 0, cookiePath),
      );

    const currentSession = (): Promise<StaffSession | null> => {
      session ??= lookUp();
      return session;
    };
    const recentlySignedIn = async (): Promise<boolean> => {
      await currentSession();
      return signedInAt !== null && requireRecentSignIn({ createdAt: signedInAt }, RECENT_SIGN_IN_MS);
    };

    return {
      session: currentSession,
      ...sourcesArea(db),

      waitingForDatabase: () => spooledCount(options.dataDir),

      async requestLink(raw) {
        const started = Date.now();
        const parsed = emailField.safeParse(raw);
        const email = parsed.success ? parsed.data.toLowerCase() : null;
        const role = email ? allowed.get(email) : undefined;
        // Per client, counted for every request, allowed or not. Unknown (Redis down) counts as over: sign-in
        // fails closed. The inbox itself is capped by requestSignInLink.
        const hits = await counter.hit(
          `${counterPrefix}a:${hash(addressKey(request.ip))}`,
          SIGN_IN_WINDOW_MS,
        );
        const limited = hits === null || hits > options.signInLimit;
        if (email && role && !limited) {
          const outcome = await requestSignInLink(db, {
            email,
            role,
            siteOrigin,
            mailsPerHour: options.signInMailsPerHour ?? 4,
          });
          if (outcome === "mailed") options.worker.nudge();
        } else if (limited) request.log.warn("staff sign-in: request over the rate limit, no link sent");
        // The same answer, after the same time, whether or not the address may sign in.
        await evenOut(started);
      },

      async signInWithLink(token) {
        const who = token ? await consumeLink(db, token) : null;
        // Still allowed? STAFF_EMAILS may have changed since the link was sent.
        const role = who ? allowed.get(who.email) : undefined;
        if (!who || !role || role !== who.role) return null;
        // The used link's kept mail copy goes; a new session every time: whatever cookie came with the
        // request is dropped, never upgraded.
        await forgetSignInMails(db, options.dataDir, who.email);
        const old = readCookie(request.headers.cookie, COOKIE);
        if (old) await deleteSession(db, old);
        return sessionCookie(secureCookie, await createSession(db, { email: who.email, role }));
      },

      async signOut() {
        await currentSession();
        if (sessionId) await deleteSession(db, sessionId);
        sessionId = "";
        return [sessionCookie(secureCookie, "", 0), ...editorCookies("")];
      },

      async listSubmissions(role, asked) {
        const filter = scopedFilter(asked, role);
        return { filter, ...(await listSubmissions(db, role, filter, options.messages.gyms())) };
      },

      submissionDetail: (role, id) => submissionDetail(db, role, id, options.messages.gyms()),

      tours: (role) => staffTours(db, role === MANAGEMENT_ROLE ? null : [role]),

      async markTour(user, bookingId, outcome) {
        // A malformed id is simply no tour (the column is a uuid).
        if (!/^[0-9a-f-]{36}$/i.test(bookingId)) return false;
        const gymsOfRole = user.role === MANAGEMENT_ROLE ? null : [user.role];
        const urls = options.messages.webhookUrls ?? [];
        const marked = await markTour(db, bookingId, outcome, user.email, gymsOfRole, urls);
        // The change's webhooks are in the outbox.
        if (marked && urls.length > 0) options.worker.nudge();
        return marked;
      },

      async setStatus(user, id, status, note) {
        const changed = await changeLead(db, user, id, { how: "status", status, note }, contactDeps);
        if (changed && contactDeps.webhookUrls.length > 0) options.worker.nudge();
        return changed;
      },

      async logContact(user, id, how) {
        const changed = await changeLead(db, user, id, { how }, contactDeps);
        if (changed && contactDeps.webhookUrls.length > 0) options.worker.nudge();
        return changed;
      },

      async exportCsv(role, filter) {
        const rows = await exportRows(db, role, scopedFilter(filter, role));
        const header = ["id", "received", "kind", "gym", "status", "name", "email", "phone", "spam", "held"];
        // The first contact (issue 32): when, by which inbox, how, and the wait in staffed and clock seconds.
        const contact = [
          "first_contact_at",
          "first_contact_by",
          "first_contact_how",
          "first_contact_staffed_seconds",
          "first_contact_clock_seconds",
        ];
        const lines = [csvRow([...header, "fields", "referer", ...contact, ...sourceCsvHeader])];
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
              r.firstContactAt?.toISOString() ?? "",
              r.firstContactBy ?? "",
              r.firstContactHow ?? "",
              r.firstContactStaffedSeconds ?? "",
              r.firstContactClockSeconds ?? "",
              ...sourceCsvCells(r),
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
          if (!(await recentlySignedIn())) return { refused: STALE_SIGN_IN };
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
          if (!(await recentlySignedIn())) return { refused: STALE_SIGN_IN };
          const user = await currentSession();
          const gone = await eraseSubject(db, email, { ...dataDir, actor: user?.email ?? "staff" });
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
        const gym = identityByFormName(role)?.formName;
        return conversionReport(db, { gym: gym ?? null });
      },

      firstContactReport: (role) =>
        firstContactReport(db, {
          gym: role === MANAGEMENT_ROLE ? null : role,
          gyms: options.messages.gyms(),
          content: options.messages.content,
        }),

      heldSubmissions: () => listHeld(db, options.messages.gyms()),

      async releaseHeld(id) {
        const written = await releaseHeld(db, id, options.messages);
        if (written === null) return false;
        request.log.info({ submissionId: id, messages: written }, "staff: held submission released");
        if (written > 0) options.worker.nudge();
        return true;
      },

      async editorCookies() {
        await currentSession();
        return editorCookies(sessionId);
      },

      recordContentChanges: (user, changes) => recordContentChanges(db, user, changes),

      async writeContent(user, files, changes) {
        try {
          await writeContentFiles(db, {
            actor: user,
            files: files.map((file) => ({ path: file.path, bytes: file.bytes && Buffer.from(file.bytes) })),
            changes,
            checked: true,
          });
        } catch (error) {
          if (!(error instanceof MediaBucketError)) throw error;
          request.log.error({ err: error }, "staff: the media bucket refused a save; nothing was written");
          throw new Response(PHOTO_STORE_DOWN, {
            status: 503,
            headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "30" },
          });
        }
        // Answer once this instance serves it; the others follow by NOTIFY or their poll.
        await options.contentSync?.follow();
      },

      contentChanges: (limit) => listContentChanges(db, limit),

      contentChange: (id) => findContentChange(db, id),

      contentDifferences: () => contentDifferenceViews(db),

      async markHeldSpam(id) {
        const marked = await markHeldSpam(db, id);
        if (marked) request.log.info({ submissionId: id }, "staff: held submission marked spam");
        return marked;
      },
    };
  };
}
