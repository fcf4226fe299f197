/**
 * What a browser's passkey script posts to the staff area (app/features/staff/passkeys), for the server's
 * tests: adding a passkey on the account page, and signing in with one. The authenticator is a software one
 * (authenticator.ts).
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { TEST_SITE_ORIGIN } from "./app.ts";
import { SoftAuthenticator } from "./authenticator.ts";
import { form, type StaffSessionOfTest } from "./staff.ts";

/** The relying party's id: the test site's host name. */
export const RP_ID = new URL(TEST_SITE_ORIGIN).hostname;

/** Where the steps post: a staff test's `post` and its app (read when a step runs). */
export interface PasskeyStepsArea {
  post: (
    url: string,
    session: { cookie: string },
    fields: Record<string, string>,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  readonly app: FastifyInstance;
}

export const json = (response: LightMyRequestResponse) => response.json() as Record<string, unknown>;

/** A browser's authenticator for this site (or, with options, one a phishing page would drive). */
export const authenticator = (options: { origin?: string; rpId?: string; userVerified?: boolean } = {}) =>
  new SoftAuthenticator({ origin: TEST_SITE_ORIGIN, rpId: RP_ID, ...options });

/** The two posts of the account page's script, as it sends them. */
export function passkeySteps(area: PasskeyStepsArea) {
  const addPost = (
    session: StaffSessionOfTest,
    fields: Record<string, string>,
    headers: Record<string, string> = form,
  ) => area.post("/staff/account/passkey", session, { csrf: session.csrf, ...fields }, headers);

  async function add(
    session: StaffSessionOfTest,
    device: SoftAuthenticator,
    name = "Work laptop",
  ): Promise<LightMyRequestResponse> {
    const begun = await addPost(session, { step: "options", name });
    expect(begun.statusCode).toBe(200);
    return addPost(session, { step: "verify", name, response: device.register(json(begun).options) });
  }

  const signInPost = (
    fields: Record<string, string>,
    remoteAddress = "198.51.100.7",
    headers: Record<string, string> = form,
  ) =>
    area.app.inject({
      method: "POST",
      url: "/staff/passkey",
      remoteAddress,
      headers,
      payload: new URLSearchParams(fields).toString(),
    });

  async function signInOptions(remoteAddress?: string): Promise<unknown> {
    const begun = await signInPost({ step: "options" }, remoteAddress);
    expect(begun.statusCode).toBe(200);
    return json(begun).options;
  }

  const verify = (response: string) => signInPost({ step: "verify", response });

  return { addPost, add, signInPost, signInOptions, verify };
}

export const sessionCookieOf = (response: LightMyRequestResponse) =>
  /novo_staff=([^;]+)/.exec(String(response.headers["set-cookie"] ?? ""))?.[1] ?? null;
