/**
 * What the log keeps of an anonymous visitor's requests (issue 21): not the gym finder's postcode in the
 * URL, and no stack trace for a post to a page that has no form (one request was enough to write 11 lines).
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackend, type TestBackend } from "#server/test/backends.ts";
import { capturedLog } from "#server/test/captured-log.ts";
import { form, staffTestApp } from "#server/test/staff.ts";

describe("the log of a visitor's requests", () => {
  let backend: TestBackend;
  let app: FastifyInstance;
  const log = capturedLog();

  beforeAll(async () => {
    backend = await createBackend("pglite");
    app = await staffTestApp(backend.database, {
      logger: log.logger,
      env: { POSTCODES_API_URL: "http://127.0.0.1:9" },
    });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  it("answers a post to a page with no action 405, with no stack trace logged", async () => {
    const response = await app.inject({ method: "POST", url: "/faq", headers: form, payload: "a=1" });
    expect(response.statusCode).toBe(405);
    expect(response.body).not.toMatch(/\n\s+at /);
    expect(log.text()).not.toMatch(/\s+at \S+ \(|ErrorResponseImpl|did not provide an `action`/);
  });

  it("logs the gym finder's path without its postcode", async () => {
    await app.inject({ method: "GET", url: "/locations?postcode=SE10%208AA" });
    const logged = log.text();
    expect(logged).toContain('"url":"/locations?[query]"');
    expect(logged).not.toMatch(/SE10/i);
  });
});
