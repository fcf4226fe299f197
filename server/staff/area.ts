import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { Incident } from "#contracts/ops.ts";
import { placeByFormName } from "#contracts/places.ts";
import { MANAGEMENT_ROLE, type StaffLoadContext } from "#contracts/staff.ts";
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
import { type Counter, memoryCounter, redisCounter } from "#server/security/rate-limit.ts";
import { spooledCount } from "#server/spool/journal.ts";
import { conversionReport } from "#server/stats/conversion.ts";
import { type FirstContactScope, firstContactReport, waitingLeads } from "#server/stats/first-contact.ts";
import { markTour, staffTours } from "#server/tours/book.ts";
import { findContentChange, listContentChanges } from "./content-changes.ts";
import { contentDifferenceViews } from "./content-differences.ts";
import { erasureRequests } from "./erasure-area.ts";
import { exportCsv } from "./export-csv.ts";
import { type ContactDeps, changeLead } from "./first-contact.ts";
import { listHeld, markHeldSpam, releaseHeld } from "./held.ts";
import { checkIds } from "./ids.ts";
import { relyingPartyOf } from "./passkeys.ts";
import { staffPeopleService, staffRoleOf } from "./people.ts";
import { listSubmissions, mayTouchMessage, outboxFor, scopedFilter, submissionDetail } from "./queries.ts";
import { requestSession } from "./request-session.ts";
import { type ReviewsUsageOptions, reviewsUsageArea } from "./reviews-usage.ts";
import { type SignInDeps, signInArea } from "./sign-in-area.ts";
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

export function registerStaffArea(app: FastifyInstance, options: StaffOptions): void {
  app.decorate("staffArea", createStaffArea(options));
}

export function createStaffArea(options: StaffOptions): StaffArea {
  const { db } = options;
  // Who may sign in is the staff records' now, on every request: never a copy (decision 0028).
  const roleOf = (email: string) => staffRoleOf(db, email, options.messages.places());
  const siteOrigin = new URL(options.siteOrigin).origin;
  const people = staffPeopleService({
    db,
    places: () => options.messages.places(),
    siteOrigin,
    invitationMail: (url, label) => staffInvitationMail(url, label, { content: options.messages.content }),
    mailed: () => options.worker.nudge(),
  });
  const counter: Counter = options.redis ? redisCounter(options.redis) : memoryCounter();
  const counterPrefix = `${options.nameSpace ?? "novo-rate-limit-"}staff-sign-in:`;
  const secureCookie = siteOrigin.startsWith("https:");
  const signIn: SignInDeps = {
    db,
    roleOf,
    siteOrigin,
    secureCookie,
    // The relying party of every passkey (decision 0037): SITE_ORIGIN, never the request's own Host.
    relyingParty: relyingPartyOf(siteOrigin),
    dataDir: options.dataDir,
    counter,
    counterPrefix,
    salt: options.salt,
    signInLimit: options.signInLimit,
    signInMailsPerHour: options.signInMailsPerHour,
    mailed: () => options.worker.nudge(),
  };
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
    const session = requestSession(request, {
      db,
      roleOf,
      gyms: () => options.messages.gyms(),
      sessionMaxHours: options.sessionMaxHours,
      secureCookie,
    });
    const contentSaves = (): SaveDeps => ({
      dir: options.content.dir,
      write: (user, save) =>
        writeStaffContent({ db, contentSync: options.contentSync, log: request.log }, user, save),
    });
    // Every id a route passes is checked in one place (ids.ts) before any query.
    return checkIds({
      ...people,

      session: session.current,
      ...signInArea(signIn, request, session),
      ...sourcesArea(db, options.messages.places),
      ...reviewsUsageArea(options.reviewsUsage),

      waitingForDatabase: () => spooledCount(options.dataDir),
      incidents: async (role) => (role === MANAGEMENT_ROLE ? ((await options.incidents?.()) ?? []) : []),

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
          recentlySignedIn: session.recentlySignedIn,
          actor: async () => (await session.current())?.email ?? "staff",
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
        await session.current();
        return session.editorCookies(session.id());
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
