/**
 * The staff area's URLs in Fastify: every /staff request goes to React Router (app/routes/staff), rendered
 * for this request alone. Its answers are never cached or indexed, and its posts pass the staff rule of the
 * same-origin guard; the session and CSRF token are checked by the routes (requireStaff).
 */
import type { FastifyInstance } from "fastify";
import { editorUrls, STAFF_PATH, staffUrls } from "#contracts/staff-urls.ts";
import type { RenderPage } from "#server/pages/rendered.ts";
import { sameOriginGuard } from "#server/security/same-origin.ts";

/** A staff form is a few fields; a note is at most 2,000 characters. */
const STAFF_BODY_LIMIT = 16 * 1024;

/**
 * An editor's save posts whole files as base64 in JSON (photos among them): its route alone takes this. A photo
 * may be 15 MB (PHOTO_MAX_BYTES), a third more as base64: 21 MiB.
 */
export const EDITOR_BODY_LIMIT = 21 * 1024 * 1024;

const REFUSED = "This request was refused. Go back, reload the page and try again.";

export async function registerStaffRoutes(
  app: FastifyInstance,
  options: { siteOrigin: string; render: RenderPage },
): Promise<void> {
  await app.register(async (staff) => {
    staff.addHook("onSend", async (request, reply, payload) => {
      reply.header("x-robots-tag", "noindex, nofollow");
      reply.header("cache-control", "no-store");
      // The site's no-referrer makes browsers post forms with "Origin: null"; same-origin keeps the Origin
      // check possible and still sends nothing to other sites. The link page's URL holds its token: it sends
      // no Referer at all (its form then posts "Origin: null", which the guard's Sec-Fetch-Site rule takes).
      const linkPage = request.url.startsWith(`${staffUrls.link("")}`);
      reply.header("referrer-policy", linkPage ? "no-referrer" : "same-origin");
      return payload;
    });
    // React Router reads the body itself (request.formData() in the route's action).
    staff.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: STAFF_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const guard = sameOriginGuard({ siteOrigin: options.siteOrigin, rule: "staff", refusal: REFUSED });
    // Anything a route did not answer itself: a plain page, and the cause in the log (whose serializers scrub).
    staff.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, "staff: request failed");
      return reply
        .code(status)
        .type("text/plain; charset=utf-8")
        .send(status >= 500 ? "Sorry, something went wrong." : "This request could not be read.");
    });
    const { render } = options;
    // The list's filter form posts to /staff, whose page is an index route: React Router gives a post the
    // index route's action only with `?index` in the URL, which a form without script does not add.
    staff.route({
      method: ["GET", "POST"],
      url: STAFF_PATH,
      onRequest: [
        guard,
        async (request) => {
          if (request.method === "POST") request.raw.url = `${STAFF_PATH}?index`;
        },
      ],
      handler: render,
    });
    staff.route({ method: ["GET", "POST"], url: `${STAFF_PATH}/*`, onRequest: guard, handler: render });
    // The token is a credential: this route's requests are not logged (their URL carries it).
    staff.get(staffUrls.link(":token"), { logLevel: "warn" }, render);
  });

  // The content editor (decision 0017): Keystatic's admin and API at the paths the library fixes, rendered
  // for this request alone, never cached or indexed; the routes check the staff session, and posts pass the
  // staff Origin rule here.
  await app.register(async (editor) => {
    editor.addHook("onSend", async (_request, reply, payload) => {
      reply.header("x-robots-tag", "noindex, nofollow");
      reply.header("cache-control", "no-store");
      reply.header("referrer-policy", "same-origin");
      return payload;
    });
    // Keystatic posts JSON; React Router's action reads the text itself (request.json()).
    editor.removeContentTypeParser("application/json");
    editor.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: EDITOR_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    editor.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, "editor: request failed");
      const message =
        status === 413
          ? `Not saved: the save is larger than the editor takes (${EDITOR_BODY_LIMIT / 1024 / 1024} MB).`
          : status >= 500
            ? "Sorry, something went wrong."
            : "This request could not be read.";
      return reply.code(status).type("text/plain; charset=utf-8").send(message);
    });
    const guard = sameOriginGuard({ siteOrigin: options.siteOrigin, rule: "staff", refusal: REFUSED });
    const { render } = options;
    editor.get(editorUrls.admin, render);
    editor.get(`${editorUrls.admin}/*`, render);
    editor.route({
      method: ["GET", "POST"],
      url: `${editorUrls.api}/*`,
      bodyLimit: EDITOR_BODY_LIMIT,
      onRequest: guard,
      handler: render,
    });
  });
}
