/** Builds the app for tests: API only, worker off unless asked, quiet logs, configuration from overrides. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type AppDeps, buildApp } from "#server/app.ts";
import type { Database } from "#server/db/client.ts";
import { type Env, readEnv } from "#server/env.ts";
import { runningOfferContentDir } from "./content";

export const TEST_API_KEY = "test-api-key";
export const TEST_SITE_ORIGIN = "https://novo.example";

/** Who may sign in to the staff area in tests: each gym's inbox for its gym, and management's. */
export const TEST_STAFF = {
  armory: "armory@novogyms.co.uk",
  greenwich: "greenwich@novogyms.co.uk",
  welling: "welling@novogyms.co.uk",
  management: "management@novogyms.co.uk",
} as const;
/** STAFF_EMAILS as an owner sets it: on each fresh test database's empty staff table, the first records. */
export const TEST_STAFF_EMAILS = [
  `${TEST_STAFF.armory}=novoarmory`,
  `${TEST_STAFF.greenwich}=novogreenwich`,
  `${TEST_STAFF.welling}=novowelling`,
  `${TEST_STAFF.management}=management`,
].join(",");

export function testEnv(overrides: Record<string, string> = {}): Env {
  return readEnv({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "novo-api-")),
    API_KEY: TEST_API_KEY,
    SITE_ORIGIN: TEST_SITE_ORIGIN,
    IP_HASH_SALT: "test-salt",
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "0",
    RATE_LIMIT_PER_DAY: "0",
    RATE_LIMIT_HOLD_PER_MINUTE: "0",
    RATE_LIMIT_HOLD_PER_DAY: "0",
    RATE_LIMIT_EMAIL_HOLD_PER_MINUTE: "0",
    RATE_LIMIT_EMAIL_HOLD_PER_DAY: "0",
    // The day pass running, in a copy of the content; tests of its end make their own (server/test/content.ts).
    CONTENT_DIR: runningOfferContentDir(),
    STAFF_EMAILS: TEST_STAFF_EMAILS,
    ...overrides,
  });
}

export async function testApp(
  database: Database,
  options: { env?: Record<string, string> } & Partial<Omit<AppDeps, "env" | "database">> = {},
): Promise<FastifyInstance> {
  const { env, ...rest } = options;
  const app = await buildApp({
    env: testEnv(env),
    database,
    serveSite: false,
    startWorker: false,
    ...rest,
  });
  await app.ready();
  return app;
}

/**
 * What Chromium sends with a form on our pages (Referrer-Policy: no-referrer): the opaque Origin and its own
 * word that the post is same-origin. The public forms carry no CSRF token; this is their check.
 */
export const browserForm = {
  "content-type": "application/x-www-form-urlencoded",
  origin: "null",
  "sec-fetch-site": "same-origin",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
  accept: "text/html,application/xhtml+xml",
};

export const apiHeaders = { "content-type": "application/json", "x-api-key": TEST_API_KEY };

/** Valid bodies for every form endpoint. */
export const validBodies = {
  lead: {
    gymName: "novogreenwich",
    firstName: "Jane",
    lastName: "Doe",
    email: "jane@example.com",
    phoneNum: "07700 900123",
    source: "website",
  },
  armoryLead: {
    gymName: "novoarmory",
    firstName: "Sam",
    lastName: "Hill",
    email: "sam@example.com",
    phoneNum: "07700 900456",
    source: "website",
  },
  enquiry: {
    gym: "novowelling",
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    phoneNum: "020 7946 0999",
    subject: "Personal training",
    message: "Do you offer PT sessions at weekends?",
  },
  investor: { firstName: "Ivan", lastName: "Stone", phoneNum: "07700 900789", email: "ivan@example.com" },
  retreat: {
    firstName: "Rita",
    lastName: "Moss",
    email: "rita@example.com",
    phoneNum: "07700 900321",
    phone: "07700 900321",
    discovery: "socials",
    interest: "retreat",
  },
  prep: {
    firstName: "Pete",
    lastName: "Park",
    email: "pete@example.com",
    phone: "07700 900654",
    interest: "prep",
  },
} as const;
