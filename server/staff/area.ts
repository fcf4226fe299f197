/**
 * The staff area's server side: the per-request load context its React Router routes (app/routes/staff)
 * call. The routes never reach the database, the mailer or the cookie's secrets themselves.
 * - One cookie, set by hand (its value is a random id whose hash is looked up, so no signing is needed).
 * - A session counts only while its address still has the same role in the staff records (people.ts): a
 *   removal or role change on any instance ends it at the next request.
 * - Sign-in requests are counted per client (an IPv6 /64 as one), allowed or not; an inbox gets at most a few
 *   link mails an hour and none while a link is live (requestSignInLink), and every answer takes as long.
 * - Erasure needs a sign-in in the last 15 minutes (server/staff/erasure-area.ts).
 */
import { createHmac } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { emailField } from "#contracts/fields.ts";
import type { Incident } from "#contracts/ops.ts";
import { placeByFormName } from "#contracts/places.ts";
import { MANAGEMENT_ROLE, type StaffLoadContext, type StaffSession } from "#contracts/staff.ts";
import { PASSKEY_MESSAGES, type PasskeyAnswer } from "#contracts/staff-passkeys.ts";
import { editorUrls, staffUrls } from "#contracts/staff-urls.ts";
import type { StaffRole } from "#contracts/staff-user.ts";
import { retryMessage } from "#server/cli/commands.ts";
import { editorRead, editorTree } from "#server/content/editor-api.ts";
import { firstContactSettingsOf } from "#server/content/first-contact.ts";
import { restoreContent, type SaveDeps, saveContent, visibleChanges } from "#server/content/save.ts";
import { writeStaffContent } from "#server/content/staff-write.ts";
import type { ContentStore } from "#server/content/store.ts";
import type { ContentSync } from "#server/content/sync.ts";
import type { Db } from "#server/db/client.ts";
import { staffInvitationMail } from "#server/mail/staff-templates.ts";
import type { MessageOptions } from "#server/outbox/messages.ts";
import type { OutboxWorker } from "#server/outbox/worker.ts";
import { addressKey } from "#server/security/client-address.ts";
import { type Counter, memoryCounter, redisCounter } from "#server/security/rate-limit.ts";
import { spooledCount } from "#server/spool/journal.ts";
import { conversionReport } from "#server/stats/conversion.ts";
import { type FirstContactScope, firstContactReport, waitingLeads } from "#server/stats/first-contact.ts";
import { markTour, staffTours } from "#server/tours/book.ts";
import {
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
import { findContentChange, listContentChanges } from "./content-changes.ts";
import { contentDifferenceViews } from "./content-differences.ts";
import { COOKIE, readCookie, sessionCookie } from "./cookie.ts";
import { erasureRequests } from "./erasure-area.ts";
import { exportCsv } from "./export-csv.ts";
import { type ContactDeps, changeLead } from "./first-contact.ts";
import { listHeld, markHeldSpam, releaseHeld } from "./held.ts";
import { checkIds } from "./ids.ts";
import {
  authenticationOptions,
  passkeysOf,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  verifyAuthentication,
  verifyRegistration,
} from "./passkeys.ts";
import { logChange, noteSignIn, staffPeopleService, staffRoleOf } from "./people.ts";
import { listSubmissions, mayTouchMessage, outboxFor, scopedFilter, submissionDetail } from "./queries.ts";
import { type ReviewsUsageOptions, reviewsUsageArea } from "./reviews-usage.ts";
import { sourcesArea } from "./sources.ts";

export interface StaffOptions {
  db: Db;
  siteOrigin: string;
  dataDir: string;
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
  /** This instance's working copy of the content, which the editor reads and saves are checked against. */
  content: Pick<ContentStore, "dir">;
  /** How this instance follows the content in the database (server/content/sync.ts). */
  contentSync?: Pick<ContentSync, "follow" | "behind"> | null;
  /** The reviews' Google call budget, which management's page shows (decision 0035). */
  reviewsUsage?: ReviewsUsageOptions;
  /** The site's open incidents (server/ops), which management's pages show as a banner. */
  incidents?: () => Promise<Incident[]>;
}

/** Builds the staff area's load context for one request. */
export type StaffArea = (request: FastifyRequest) => StaffLoadContext;

declare module "fastify" {
  interface FastifyInstance {
    staffArea?: StaffArea;
  }
}

/** A save refused because the photo bucket did not take the photo: nothing was written, try again. */
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** Every sign-in request is answered no sooner than this, so its timing does not tell an inbox's outcome. */
const SIGN_IN_ANSWER_MS = 250;

async function evenOut(started: number): Promise<void> {
  const left = SIGN_IN_ANSWER_MS - (Date.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

export function registerStaffArea(app: FastifyInstance, options: StaffOptions): void {
  app.decorate("staffArea", createStaffArea(options));
}

export function createStaffArea(options: StaffOptions): StaffArea {
  const { db } = options;
  // Who may sign in is the staff records' now, on every request: never a copy (decision 0028).
  const roleOf = (email: string) => staffRoleOf(db, email, options.messages.places());
  const people = staffPeopleService({
    db,
    places: () => options.messages.places(),
    siteOrigin: new URL(options.siteOrigin).origin,
    invitationMail: (url, label) => staffInvitationMail(url, label, { content: options.messages.content }),
    mailed: () => options.worker.nudge(),
  });
  const counter: Counter = options.redis ? redisCounter(options.redis) : memoryCounter();
  const counterPrefix = `${options.nameSpace ?? "novo-rate-limit-"}staff-sign-in:`;
  const siteOrigin = new URL(options.siteOrigin).origin;
  const secureCookie = siteOrigin.startsWith("https:");
  const hash = (value: string) => createHmac("sha256", options.salt).update(value).digest("hex");
  // The relying party of every passkey (decision 0037): SITE_ORIGIN, never the request's own Host.
  const relyingParty = relyingPartyOf(siteOrigin);
  const firstContactScope = (role: StaffRole): FirstContactScope => ({
    gym: role === MANAGEMENT_ROLE ? null : role,
    gyms: options.messages.gyms(),
    content: options.messages.content,
  });
  const contactDeps: ContactDeps = {
    settingsFor: (gym) => firstContactSettingsOf({ content: options.messages.content }, gym),
    webhookUrls: options.messages.webhookUrls ?? [],
  };

  return (request) => {
    let session: Promise<StaffSession | null> | undefined;
    let signedInAt: Date | null = null;
    // The live session's id: kept here, never in what loaders are given (contracts/staff.ts, StaffSession).
    let sessionId = "";
    const lookUp = async (): Promise<StaffSession | null> => {
      const id = readCookie(request.headers.cookie, COOKIE);
      const found = id ? await findSession(db, id, new Date(), options.sessionMaxHours) : null;
      if (!id || !found || (await roleOf(found.email)) !== found.role) return null;
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

    /**
     * Counts a sign-in attempt (a link request or a passkey ceremony) against this client: true when over
     * STAFF_SIGN_IN_PER_15_MINUTES. Unknown (Redis down) counts as over: sign-in fails closed.
     */
    const overSignInLimit = async (): Promise<boolean> => {
      const hits = await counter.hit(`${counterPrefix}a:${hash(addressKey(request.ip))}`, SIGN_IN_WINDOW_MS);
      return hits === null || hits > options.signInLimit;
    };
    /**
     * A new session for an address that has just proved itself (a link or a passkey): its sign-in noted, its
     * kept sign-in mails gone, and whatever cookie came with the request dropped, never upgraded.
     */
    const startSession = async (email: string, role: string): Promise<string> => {
      await noteSignIn(db, email);
      await forgetSignInMails(db, options.dataDir, email);
      const old = readCookie(request.headers.cookie, COOKIE);
      if (old) await deleteSession(db, old);
      return sessionCookie(secureCookie, await createSession(db, { email, role }));
    };
    const refusedPasskey = (status: 400 | 401 | 403 | 429, message: string): PasskeyAnswer => ({
      ok: false,
      status,
      message,
    });

    // Every id a route passes is checked in one place (ids.ts) before any query.
    const contentSaves = (): SaveDeps => ({
      dir: options.content.dir,
      write: (user, save) =>
        writeStaffContent({ db, contentSync: options.contentSync, log: request.log }, user, save),
    });
    return checkIds({
      ...people,

      session: currentSession,
      ...sourcesArea(db, options.messages.places),
      ...reviewsUsageArea(options.reviewsUsage),

      waitingForDatabase: () => spooledCount(options.dataDir),
      incidents: async (role) => (role === MANAGEMENT_ROLE ? ((await options.incidents?.()) ?? []) : []),

      async requestLink(raw) {
        const started = Date.now();
        const parsed = emailField.safeParse(raw);
        const email = parsed.success ? parsed.data.toLowerCase() : null;
        const role = email ? await roleOf(email) : undefined;
        // Per client, counted for every request, allowed or not. The inbox itself is capped by
        // requestSignInLink.
        const limited = await overSignInLimit();
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
        // Still with that role? Management may have changed it since the link was sent.
        const role = who ? await roleOf(who.email) : undefined;
        if (!who || !role || role !== who.role) return null;
        return startSession(who.email, role);
      },

      myPasskeys: (email) => passkeysOf(db, email),

      async passkeyRegistrationOptions(user) {
        const made = await registrationOptions(db, relyingParty, {
          email: user.email,
          displayName: `${user.email} · ${user.roleLabel}`,
        });
        if (!made) return refusedPasskey(400, "name: remove a passkey first; an address keeps at most 10");
        return { ok: true, options: made };
      },

      async addPasskey(user, name, response) {
        const added = await verifyRegistration(db, relyingParty, { email: user.email, name, response });
        if (added === "expired") return refusedPasskey(400, PASSKEY_MESSAGES.expired);
        if (added === "refused") return refusedPasskey(400, PASSKEY_MESSAGES.registrationRefused);
        await logChange(db, {
          actor: user.email,
          action: "passkey-added",
          email: user.email,
          role: (await roleOf(user.email)) ?? null,
          previousRole: null,
        });
        return { ok: true, done: true, location: staffUrls.accountDone("added") };
      },

      async removeMyPasskey(email, id) {
        if ((await removePasskey(db, email, id)) === null) return false;
        await logChange(db, {
          actor: email,
          action: "passkey-removed",
          email,
          role: (await roleOf(email)) ?? null,
          previousRole: null,
        });
        return true;
      },

      async passkeySignInOptions() {
        // The same budget as a link request, per client: the two ways in share it.
        if (await overSignInLimit()) {
          request.log.warn("staff sign-in: passkey attempt over the rate limit, refused");
          return refusedPasskey(429, PASSKEY_MESSAGES.rateLimited);
        }
        return { ok: true, options: await authenticationOptions(db, relyingParty) };
      },

      async signInWithPasskey(response) {
        const who = await verifyAuthentication(db, relyingParty, response);
        if (who === "expired") return refusedPasskey(400, PASSKEY_MESSAGES.expired);
        // A removed address's passkeys are gone with it; its role is read now, as for a link.
        const role = who === "refused" ? undefined : await roleOf(who.email);
        if (who === "refused" || !role) return refusedPasskey(400, PASSKEY_MESSAGES.signInRefused);
        return { ok: true, cookie: await startSession(who.email, role) };
      },

      async signOut() {
        await currentSession();
        if (sessionId) await deleteSession(db, sessionId);
        sessionId = "";
        return [sessionCookie(secureCookie, "", 0), ...editorCookies("")];
      },

      async listSubmissions(role, asked) {
        const filter = scopedFilter(asked, role, options.messages.places());
        return { filter, ...(await listSubmissions(db, role, filter, options.messages.gyms())) };
      },

      submissionDetail: (role, id) => submissionDetail(db, role, id, options.messages.gyms()),

      tours: (role) => staffTours(db, role === MANAGEMENT_ROLE ? null : [role]),

      async markTour(user, bookingId, outcome) {
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

      exportCsv: (role, filter) => exportCsv(db, role, filter, options.messages.places()),

      outbox: (role) => outboxFor(db, role),

      async retryMessage(role, id) {
        if (!(await mayTouchMessage(db, role, id))) return false;
        if ((await retryMessage(db, id)) === "retried") options.worker.nudge();
        return true;
      },

      ...erasureRequests(
        db,
        options.dataDir,
        {
          recentlySignedIn,
          actor: async () => (await currentSession())?.email ?? "staff",
        },
        request.log,
      ),

      conversionReport(role) {
        // A gym's inbox sees its own gym's leads against all pages' views.
        const places = options.messages.places();
        const gym = placeByFormName(places, role)?.formName;
        return conversionReport(db, { gym: gym ?? null, places: places.map((place) => place.formName) });
      },

      firstContactReport: (role) => firstContactReport(db, firstContactScope(role)),
      waitingLeads: (role) => waitingLeads(db, firstContactScope(role)),

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

      saveContent: (user, update, saveOptions) => saveContent(contentSaves(), user, update, saveOptions),

      restoreContent: async (user, id) =>
        restoreContent(contentSaves(), user, await findContentChange(db, id), options.messages.places()),

      editorRead: (editorRequest) => editorRead(options.content.dir, editorRequest),
      editorTree: (editorRequest) => editorTree(options.content.dir, editorRequest),

      contentBehind: () => options.contentSync?.behind() ?? null,

      contentChanges: async (user, limit) =>
        visibleChanges(user, await listContentChanges(db, limit), options.messages.places()),

      contentDifferences: () => contentDifferenceViews(db),

      async markHeldSpam(id) {
        const marked = await markHeldSpam(db, id);
        if (marked) request.log.info({ submissionId: id }, "staff: held submission marked spam");
        return marked;
      },
    });
  };
}
