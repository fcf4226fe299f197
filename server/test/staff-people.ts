/**
 * The staff page's steps over two instances (server/content/instances.test.ts runs them, in one process and as
 * two processes): management on A invites a colleague, who signs in on B; A removes them, and B refuses their
 * open session at its next request.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { TEST_SITE_ORIGIN } from "./app.ts";
import type { Instance } from "./instances.ts";
import { csrfOf } from "./staff.ts";

/** A staff request's answer, redirects not followed. */
interface Answer {
  status: number;
  body: string;
  location: string | null;
}

/** One instance as a member of staff reaches it: a GET, or a form post (with the site's Origin). */
export interface StaffClient {
  request(url: string, cookie: string, fields?: Record<string, string>): Promise<Answer>;
}

const formHeaders = { origin: TEST_SITE_ORIGIN, "content-type": "application/x-www-form-urlencoded" };

/** An instance in its own process, over HTTP. */
export function staffClientOver(instance: () => Instance): StaffClient {
  return {
    async request(url, cookie, fields) {
      const response = await fetch(`${instance().origin}${url}`, {
        method: fields ? "POST" : "GET",
        headers: { ...(fields ? formHeaders : {}), cookie: `novo_staff=${cookie}` },
        body: fields ? new URLSearchParams(fields).toString() : undefined,
        redirect: "manual",
      });
      return {
        status: response.status,
        body: await response.text(),
        location: response.headers.get("location"),
      };
    },
  };
}

/** An app in this process, through inject. */
export function staffClientIn(app: () => FastifyInstance): StaffClient {
  return {
    async request(url, cookie, fields) {
      const response = await app().inject({
        method: fields ? "POST" : "GET",
        url,
        headers: { ...(fields ? formHeaders : {}), cookie: `novo_staff=${cookie}` },
        payload: fields ? new URLSearchParams(fields).toString() : undefined,
      });
      const location = response.headers.location;
      return {
        status: response.statusCode,
        body: response.body,
        location: location ? String(location) : null,
      };
    },
  };
}

/**
 * A removal on A ends the colleague's session on B at its next request. `signInOnB` signs the new address in
 * on B (by its mailed link) and gives the session's cookie.
 */
export async function removalOnAEndsSessionOnB(
  a: StaffClient,
  b: StaffClient,
  managerCookie: string,
  signInOnB: (email: string) => Promise<string>,
): Promise<void> {
  const email = `leaver-${randomUUID().slice(0, 8)}@example.com`;
  const csrf = csrfOf((await a.request("/staff/people", managerCookie)).body);
  const invited = await a.request("/staff/people", managerCookie, {
    csrf,
    intent: "invite",
    email,
    role: "novogreenwich",
  });
  expect(invited.status, invited.body).toBe(303);
  const cookie = await signInOnB(email);
  expect((await b.request("/staff", cookie)).status).toBe(200);

  const removed = await a.request("/staff/people", managerCookie, { csrf, intent: "remove", email });
  expect(removed.status, removed.body).toBe(303);
  const next = await b.request("/staff", cookie);
  expect(next.status).toBe(303);
  expect(next.location).toBe("/staff/sign-in");
}
