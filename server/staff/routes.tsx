/**
 * The staff area at /staff: server-rendered pages (app/features/staff) behind a database session.
 * - Cookies are parsed and set by hand (one cookie, no signing needed: its value is a random id whose hash
 *   is looked up), so no cookie plugin.
 * - Every POST checks the Origin (or Sec-Fetch-Site when a browser sends no Origin) and, behind a session,
 *   the session's CSRF token in a hidden field (constant-time). The sign-in request and the link form have no
 *   session yet: the Origin check alone guards them (the link form also carries the link's secret token).
 * - The e-mailed link opens a page with a button (POST): mail scanners that fetch links do not use it up.
 * - Filters and search are posted, never put in the URL: names and addresses are personal data.
 */
import { createHmac } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { ReactElement } from "react";
import { gyms } from "#app/content/gyms.ts";
import {
  ChartsPage,
  DetailPage,
  EraseConfirmPage,
  ErasedPage,
  EraseFormPage,
  LinkConfirmPage,
  ListPage,
  MessagePage,
  OutboxPage,
  SignInPage,
  SignInSentPage,
} from "#app/features/staff/StaffPages.tsx";
import { emailField } from "#contracts/fields.ts";
import { type LeadStatus, leadStatuses, type StaffFilter, type StaffUser } from "#contracts/staff.ts";
import { retryMessage } from "#server/cli/commands.ts";
import { csvRow } from "#server/cli/csv.ts";
import type { Db } from "#server/db/client.ts";
import type { OutboxWorker } from "#server/outbox/worker.ts";
import { eraseSubject, findSubject, InvalidSubjectError } from "#server/privacy/subject.ts";
import { addressKey } from "#server/security/client-address.ts";
import { type Counter, memoryCounter, redisCounter } from "#server/security/rate-limit.ts";
import {
  allowedStaff,
  consumeLink,
  createSession,
  deleteSession,
  findSession,
  forgetSignInMails,
  MANAGEMENT,
  requestSignInLink,
  roleLabel,
  sameSecret,
} from "./auth";
import {
  exportRows,
  listSubmissions,
  mayTouchMessage,
  nameOf,
  outboxFor,
  parseFilter,
  setStatus,
  submissionDetail,
} from "./queries";
import { renderPage, siteAssetsOf } from "./render";

export const COOKIE = "novo_staff";

/** Every sign-in request is answered no sooner than this, so its timing does not tell an inbox's outcome. */
const SIGN_IN_ANSWER_MS = 250;

async function evenOut(started: number): Promise<void> {
  const left = SIGN_IN_ANSWER_MS - (Date.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

export interface StaffOptions {
  db: Db;
  siteOrigin: string;
  dataDir: string;
  /** BUILD_DIR/client: the site's stylesheet is linked from its index.html. */
  buildDir: string;
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
  redis?: Redis;
  nameSpace?: string;
  /**
   * "What converts" (issue 14 point 3): the stats module's rendered charts for a role, or null. The lead
   * wires server/stats here at merge; nothing else on the page changes.
   */
  charts?: (db: Db, role: string) => Promise<ReactElement | null>;
}

type Body = Record<string, string>;

declare module "fastify" {
  interface FastifyRequest {
    staff?: StaffUser & { sessionId: string };
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
function sessionCookie(secure: boolean, value: string, maxAgeSeconds?: number): string {
  const attributes = [`${COOKIE}=${value}`, "Path=/staff", "HttpOnly", "SameSite=Strict"];
  if (secure) attributes.push("Secure");
  if (maxAgeSeconds !== undefined) attributes.push(`Max-Age=${maxAgeSeconds}`);
  return attributes.join("; ");
}

export async function registerStaff(app: FastifyInstance, options: StaffOptions): Promise<void> {
  const { db } = options;
  const allowed = allowedStaff(options.staffEmails);
  const stylesheets = siteAssetsOf(options.buildDir);
  const counter: Counter = options.redis ? redisCounter(options.redis) : memoryCounter();
  const counterPrefix = `${options.nameSpace ?? "novo-rate-limit-"}staff-sign-in:`;
  const siteOrigin = new URL(options.siteOrigin).origin;
  const secureCookie = siteOrigin.startsWith("https:");
  const gymOptions = gyms.map((g) => ({ formName: g.formName, name: g.name }));

  await app.register(
    async (staff) => {
      staff.addContentTypeParser(
        "application/x-www-form-urlencoded",
        { parseAs: "string", bodyLimit: 16 * 1024 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );

      staff.addHook("onSend", async (request, reply, payload) => {
        reply.header("x-robots-tag", "noindex, nofollow");
        reply.header("cache-control", "no-store");
        // The site's no-referrer makes browsers post forms with "Origin: null"; same-origin keeps the Origin
        // check possible and still sends nothing to other sites.
        // The link page's URL holds its token: it sends no Referer at all (its form then posts "Origin: null").
        const linkPage = request.routeOptions.url === "/staff/link/:token";
        reply.header("referrer-policy", linkPage ? "no-referrer" : "same-origin");
        return payload;
      });

      const page = (reply: FastifyReply, element: ReactElement, status = 200) =>
        reply.code(status).type("text/html; charset=utf-8").send(renderPage(element));

      // Same-origin POSTs only: the Origin is this site's (or this request's own host), else 403.
      staff.addHook("preHandler", async (request, reply) => {
        if (request.method !== "POST") return;
        const origin = request.headers.origin;
        const own = `${request.protocol}://${request.host}`;
        // "null" is what a browser sends from a no-referrer page (the sign-in link's): then the browser's
        // own Sec-Fetch-Site decides, as when there is no Origin at all.
        const ok =
          origin !== undefined && origin !== "null"
            ? origin === siteOrigin || origin === own
            : request.headers["sec-fetch-site"] === "same-origin";
        if (!ok) return page(reply, forbidden(), 403);
      });

      const forbidden = (user?: StaffUser) => (
        <MessagePage
          stylesheets={stylesheets}
          user={user}
          title="Not allowed"
          message="This request was refused. Go back, reload the page and try again."
          back={{ href: "/staff", label: "Back to the staff area" }}
        />
      );

      /** The signed-in user, or a redirect to the sign-in page (pages) / 401 (export). */
      async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<StaffUser | null> {
        const id = readCookie(request.headers.cookie, COOKIE);
        const found = id ? await findSession(db, id, new Date(), options.sessionMaxHours) : null;
        // An address taken out of STAFF_EMAILS (or given another role) loses its sessions at once.
        const session = found && allowed.get(found.email) === found.role ? found : null;
        if (!session || !id) {
          if (request.method === "GET") await reply.redirect("/staff/sign-in", 303);
          else await reply.code(401).type("text/plain").send("Sign in first.");
          return null;
        }
        const user = {
          email: session.email,
          role: session.role,
          roleLabel: roleLabel(session.role),
          csrfToken: session.csrfToken,
        };
        request.staff = { ...user, sessionId: id };
        if (request.method === "POST") {
          const token = (request.body as Body | undefined)?.csrf;
          if (typeof token !== "string" || !sameSecret(token, session.csrfToken)) {
            await page(reply, forbidden(user), 403);
            return null;
          }
        }
        return user;
      }

      // --- Sign-in -------------------------------------------------------------------------------------
      staff.get("/sign-in", async (_request, reply) => page(reply, <SignInPage stylesheets={stylesheets} />));

      staff.post("/sign-in", async (request, reply) => {
        const started = Date.now();
        const raw = (request.body as Body | undefined)?.email ?? "";
        const parsed = emailField.safeParse(raw);
        const email = parsed.success ? parsed.data.toLowerCase() : null;
        const role = email ? allowed.get(email) : undefined;
        // Per client (an IPv6 /64 as one), counted for every request, allowed or not. Unknown (Redis down)
        // counts as over: sign-in fails closed. The inbox itself is capped by requestSignInLink.
        const hash = (value: string) => createHmac("sha256", options.salt).update(value).digest("hex");
        const hits = await counter.hit(`${counterPrefix}a:${hash(addressKey(request.ip))}`, 15 * 60 * 1000);
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
        return page(reply, <SignInSentPage stylesheets={stylesheets} />);
      });

      // The token is a credential: this route's requests are not logged (their URL carries it).
      staff.get<{ Params: { token: string } }>("/link/:token", { logLevel: "warn" }, async (request, reply) =>
        page(reply, <LinkConfirmPage stylesheets={stylesheets} token={request.params.token.slice(0, 100)} />),
      );

      staff.post("/link", async (request, reply) => {
        const token = (request.body as Body | undefined)?.token ?? "";
        const who = token ? await consumeLink(db, token) : null;
        // Still allowed? STAFF_EMAILS may have changed since the link was sent.
        if (!who || allowed.get(who.email) !== who.role)
          return page(
            reply,
            <MessagePage
              stylesheets={stylesheets}
              title="Link not valid"
              message="This link has been used or has expired. Ask for a new one."
              back={{ href: "/staff/sign-in", label: "Ask for a new link" }}
            />,
            400,
          );
        // A new session every time: whatever cookie came with the request is dropped, never upgraded.
        await forgetSignInMails(db, options.dataDir, who.email);
        const old = readCookie(request.headers.cookie, COOKIE);
        if (old) await deleteSession(db, old);
        const id = await createSession(db, who);
        reply.header("set-cookie", sessionCookie(secureCookie, id));
        return reply.redirect("/staff", 303);
      });

      staff.post("/sign-out", async (request, reply) => {
        const user = await signedIn(request, reply);
        if (!user || !request.staff) return;
        await deleteSession(db, request.staff.sessionId);
        reply.header("set-cookie", sessionCookie(secureCookie, "", 0));
        return page(
          reply,
          <MessagePage
            stylesheets={stylesheets}
            title="Signed out"
            message="You are signed out."
            back={{ href: "/staff/sign-in", label: "Sign in again" }}
          />,
        );
      });

      // --- Submissions ---------------------------------------------------------------------------------
      const list = async (
        request: FastifyRequest,
        reply: FastifyReply,
        filter: StaffFilter,
        user: StaffUser,
      ) => {
        const { rows, hasMore } = await listSubmissions(db, user.role, filter);
        return page(
          reply,
          <ListPage
            stylesheets={stylesheets}
            user={user}
            filter={filter}
            gyms={gymOptions}
            rows={rows}
            hasMore={hasMore}
            notice={request.method === "POST" ? `${rows.length} shown on this page.` : undefined}
          />,
        );
      };
      staff.get("/", async (request, reply) => {
        const user = await signedIn(request, reply);
        if (user) return list(request, reply, { page: 1 }, user);
      });
      staff.post("/", async (request, reply) => {
        const user = await signedIn(request, reply);
        if (user) return list(request, reply, parseFilter(request.body as Body, user.role), user);
      });

      const notFound = (reply: FastifyReply, user: StaffUser) =>
        page(
          reply,
          <MessagePage
            stylesheets={stylesheets}
            user={user}
            title="Not found"
            message="There is no such submission here."
            back={{ href: "/staff", label: "Back to the submissions" }}
          />,
          404,
        );

      staff.get<{ Params: { id: string }; Querystring: { saved?: string } }>(
        "/submissions/:id",
        async (request, reply) => {
          const user = await signedIn(request, reply);
          if (!user) return;
          // Another gym's submission is "not found": its existence is not theirs to know.
          const detail = await submissionDetail(db, user.role, request.params.id);
          if (!detail) return notFound(reply, user);
          const notice = request.query.saved ? "Status saved." : undefined;
          return page(
            reply,
            <DetailPage stylesheets={stylesheets} user={user} detail={detail} notice={notice} />,
          );
        },
      );

      staff.post<{ Params: { id: string } }>("/submissions/:id/status", async (request, reply) => {
        const user = await signedIn(request, reply);
        if (!user) return;
        const body = request.body as Body;
        const status = body.status as LeadStatus;
        if (!(leadStatuses as readonly string[]).includes(status))
          return reply.code(400).type("text/plain").send("Unknown status.");
        const note = (body.note ?? "").trim().slice(0, 2000) || null;
        const done = await setStatus(db, user, request.params.id, status, note);
        if (!done) return notFound(reply, user);
        return reply.redirect(`/staff/submissions/${request.params.id}?saved=1`, 303);
      });

      staff.post("/export", async (request, reply) => {
        const user = await signedIn(request, reply);
        if (!user) return;
        const filter = parseFilter(request.body as Body, user.role);
        const rows = await exportRows(db, user.role, filter);
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
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="novo-submissions-${day}.csv"`)
          .send(lines.join(""));
      });

      // --- Outbox --------------------------------------------------------------------------------------
      staff.get<{ Querystring: { retried?: string } }>("/outbox", async (request, reply) => {
        const user = await signedIn(request, reply);
        if (!user) return;
        const messages = await outboxFor(db, user.role);
        const notice = request.query.retried
          ? `Message #${Number(request.query.retried)} will be sent again.`
          : undefined;
        return page(
          reply,
          <OutboxPage stylesheets={stylesheets} user={user} messages={messages} notice={notice} />,
        );
      });

      staff.post<{ Params: { id: string } }>("/outbox/:id/retry", async (request, reply) => {
        const user = await signedIn(request, reply);
        if (!user) return;
        const id = Number(request.params.id);
        if (!Number.isSafeInteger(id) || !(await mayTouchMessage(db, user.role, id)))
          return reply.code(404).type("text/plain").send("No such message.");
        const result = await retryMessage(db, id);
        if (result === "retried") options.worker.nudge();
        return reply.redirect(`/staff/outbox?retried=${id}`, 303);
      });

      // --- Erasure (management) ------------------------------------------------------------------------
      const management = async (request: FastifyRequest, reply: FastifyReply) => {
        const user = await signedIn(request, reply);
        if (!user) return null;
        if (user.role !== MANAGEMENT) {
          await page(reply, forbidden(user), 403);
          return null;
        }
        return user;
      };

      staff.get("/erase", async (request, reply) => {
        const user = await management(request, reply);
        if (user) return page(reply, <EraseFormPage stylesheets={stylesheets} user={user} />);
      });

      /** An address the erasure cannot take: the form again, with why (anything else is a real failure). */
      const invalidAddress = (error: unknown, reply: FastifyReply, user: StaffUser) => {
        if (!(error instanceof InvalidSubjectError)) throw error;
        return page(
          reply,
          <EraseFormPage stylesheets={stylesheets} user={user} notice={error.message} />,
          400,
        );
      };

      staff.post("/erase", async (request, reply) => {
        const user = await management(request, reply);
        if (!user) return;
        try {
          const found = await findSubject(db, (request.body as Body).email ?? "", {
            dataDir: options.dataDir,
          });
          const summary = {
            email: found.email,
            submissions: found.submissions.length,
            messages: found.outbox.length,
            files: found.files.length,
          };
          return page(reply, <EraseConfirmPage stylesheets={stylesheets} user={user} found={summary} />);
        } catch (error) {
          return invalidAddress(error, reply, user);
        }
      });

      staff.post("/erase/confirm", async (request, reply) => {
        const user = await management(request, reply);
        if (!user) return;
        try {
          const gone = await eraseSubject(db, (request.body as Body).email ?? "", {
            dataDir: options.dataDir,
            actor: user.email,
          });
          request.log.info(
            { erased: { submissions: gone.submissionIds.length, messages: gone.outboxIds.length } },
            "staff: erasure",
          );
          const summary = {
            email: gone.email,
            submissions: gone.submissionIds.length,
            messages: gone.outboxIds.length,
            files: gone.files.length,
          };
          return page(reply, <ErasedPage stylesheets={stylesheets} user={user} gone={summary} />);
        } catch (error) {
          return invalidAddress(error, reply, user);
        }
      });

      // --- What converts (management): the stats module's charts go in the slot -----------------------
      staff.get("/charts", async (request, reply) => {
        const user = await management(request, reply);
        if (!user) return;
        const charts = options.charts ? await options.charts(db, user.role) : null;
        return page(reply, <ChartsPage stylesheets={stylesheets} user={user} charts={charts} />);
      });
    },
    { prefix: "/staff" },
  );
}
