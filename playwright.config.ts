import { defineConfig, devices } from "@playwright/test";
import {
  chromiumPath,
  e2eContentDir,
  e2eDataDir,
  e2ePort,
  postcodesApiUrl,
  prepareE2eContent,
} from "./tests/e2e/env";

// Workers load this file too: only the main process, before it starts the server, writes the content.
if (!process.env.TEST_WORKER_INDEX) prepareE2eContent();

const baseURL = `http://127.0.0.1:${e2ePort}`;
// Specs that change the shared content (an owner's edits, an offer written by hand): see the owner project.
const ownerEdits = /(editing-the-site|offer-expiry|first-contact)\.spec\.ts/;
// Opening, renaming and closing a place changes the pages and forms of every other spec, owner specs included.
const placeEdits = /opening-a-gym\.spec\.ts/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 45_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // A test of one layout only is tagged @mobile or @desktop and runs in that project alone.
    {
      name: "mobile",
      grepInvert: /@desktop/,
      testIgnore: [ownerEdits, placeEdits],
      use: { ...devices["Pixel 7"], browserName: "chromium", viewport: { width: 375, height: 812 } },
    },
    {
      name: "desktop",
      grepInvert: /@mobile/,
      testIgnore: [ownerEdits, placeEdits],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
    // The owner's edits and the offers written by hand change the content every other spec reads (the Welling
    // price, an offer, which adds a section to the terms, a photo): they run once the other projects have
    // finished, so no page another test is checking changes under it.
    {
      name: "owner",
      testMatch: ownerEdits,
      dependencies: ["mobile", "desktop"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
    // Then the places (decision 0029), alone: they rename and close Welling, which every page lists.
    {
      name: "places",
      testMatch: placeEdits,
      dependencies: ["owner"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: [
    {
      command: "node --import tsx tests/e2e/fake-postcodes.ts",
      url: `${postcodesApiUrl}/postcodes/DA163PB`,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node scripts/start.mjs",
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(e2ePort),
        HOST: "127.0.0.1",
        // Passkeys (staff-passkeys.spec.ts) are bound to SITE_ORIGIN's host, and WebAuthn takes no IP address
        // as its relying party: the site is at localhost, which reaches this server too.
        SITE_ORIGIN: `http://localhost:${e2ePort}`,
        DATA_DIR: e2eDataDir,
        // A copy of the content with the day-pass offer running (tests/e2e/env.ts).
        CONTENT_DIR: e2eContentDir,
        RATE_LIMIT_PER_MINUTE: "1000",
        RATE_LIMIT_PER_DAY: "100000",
        // Every spec posts from 127.0.0.1, far above a real address's rate: nothing may be held for review here
        // (holding is tested in server/security/hold.test.ts), or its mail would never come.
        RATE_LIMIT_HOLD_PER_MINUTE: "0",
        RATE_LIMIT_HOLD_PER_DAY: "0",
        RATE_LIMIT_EMAIL_HOLD_PER_MINUTE: "0",
        RATE_LIMIT_EMAIL_HOLD_PER_DAY: "0",
        // The same for tours: every spec books from 127.0.0.1 with one phone number (server/tours/hoarding.test.ts
        // tests the limits, and server/tours/tour-page-limits.test.ts the page's answers).
        TOUR_OPEN_PER_PERSON: "0",
        TOUR_OPEN_PER_ADDRESS: "0",
        // The first access (decision 0028): on this fresh DATA_DIR's empty staff table these become the staff
        // records, each gym's inbox and management's; staff-people.spec.ts invites and removes the rest.
        STAFF_EMAILS: [
          "armory@novogyms.co.uk=novoarmory",
          "greenwich@novogyms.co.uk=novogreenwich",
          "welling@novogyms.co.uk=novowelling",
          "management@novogyms.co.uk=management",
          // The owner's own management address (editing-the-site).
          "owner@novogyms.co.uk=management",
          // Management's address in staff-passkeys.spec.ts alone: a passkey sign-in deletes the address's kept
          // sign-in mails, as a link's does, which another spec's link to management@ must not lose.
          "duty-manager@novogyms.co.uk=management",
        ].join(","),
        // Every spec signs in to /staff from 127.0.0.1: the per-address limit is for real clients.
        STAFF_SIGN_IN_PER_15_MINUTES: "1000",
        // And the same inboxes sign in from several specs and both layouts within the hour, retries included:
        // the per-inbox cap (4 an hour) is tested in server/staff/sign-in-flood.test.ts.
        STAFF_SIGN_IN_MAILS_PER_HOUR: "1000",
        LOG_LEVEL: "warn",
        // The labelled sample reviews, so the testimonials can be tested without Google.
        REVIEWS_SAMPLES: "true",
        // Lookups from the pages and from the server's no-JavaScript finder go to the stand-in.
        POSTCODES_API_URL: postcodesApiUrl,
      },
    },
  ],
});
