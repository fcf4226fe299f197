/**
 * The attack of issue 21.5: a sign-in link read where it rests. Once the sign-in mail is sent, no token the
 * server would accept is readable in the database, in a backup or in a kept .eml file; the .eml is 0600 in
 * a 0700 folder; and the link page sends no Referer.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { dumpJson } from "#server/backup/backup.ts";
import { outbox } from "#server/db/schema.ts";
import { SCRUBBED_BODY } from "#server/outbox/credentials.ts";
import { wholeDatabase } from "#server/test/backends.ts";
import { describeStaffArea, form, GREENWICH } from "#server/test/staff.ts";
import { waitFor } from "#server/test/wait.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "novo-tokens-"));
const outboxDir = path.join(dataDir, "outbox");

describeStaffArea(
  "no sign-in token at rest",
  (area) => {
    it("keeps the token only in the delivered mail, and drops that too once used", async () => {
      const asked = await area.app.inject({
        method: "POST",
        url: "/staff/sign-in",
        headers: form,
        payload: new URLSearchParams({ email: GREENWICH }).toString(),
      });
      expect(asked.statusCode).toBe(200);
      // A backup taken before the mail went: the unsent sign-in mail is not in it.
      const early = path.join(dataDir, "early.backup");
      await dumpJson(area.backend.database.db, early);
      expect(await readFile(early, "utf8")).not.toContain("/staff/link/");

      await waitFor(
        async () => (await area.backend.database.db.select().from(outbox))[0]?.status === "sent",
        10_000,
        "sign-in mail sent",
      );
      const [file] = readdirSync(outboxDir).filter((name) => name.endsWith("-staff-sign-in.eml"));
      if (!file) throw new Error("no sign-in mail written");
      const eml = path.join(outboxDir, file);
      expect(statSync(eml).mode & 0o777).toBe(0o600);
      expect(statSync(outboxDir).mode & 0o777).toBe(0o700);
      const token = /\/staff\/link\/([A-Za-z0-9_-]+)/.exec(
        readFileSync(eml, "utf8").replace(/=\r?\n/g, ""),
      )?.[1];
      if (!token) throw new Error("no link in the mail");

      // The database: the sent row keeps no link, and nothing else holds the token.
      const [row] = await area.backend.database.db.select().from(outbox);
      expect(row?.textBody).toBe(SCRUBBED_BODY);
      expect(await wholeDatabase(area.backend.database.db)).not.toContain(token);
      // A backup now.
      const later = path.join(dataDir, "later.backup");
      await dumpJson(area.backend.database.db, later);
      expect(await readFile(later, "utf8")).not.toContain(token);

      // The link page sends no Referer; its form posts "Origin: null", which the browser's own
      // Sec-Fetch-Site vouches for.
      const opened = await area.app.inject({ method: "GET", url: `/staff/link/${token}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers["referrer-policy"]).toBe("no-referrer");
      const crossSite = await area.app.inject({
        method: "POST",
        url: "/staff/link",
        headers: { ...form, origin: "null", "sec-fetch-site": "cross-site" },
        payload: new URLSearchParams({ token }).toString(),
      });
      expect(crossSite.statusCode).toBe(403);
      const signedIn = await area.app.inject({
        method: "POST",
        url: "/staff/link",
        headers: { ...form, origin: "null", "sec-fetch-site": "same-origin" },
        payload: new URLSearchParams({ token }).toString(),
      });
      expect(signedIn.statusCode).toBe(303);
      // Used: the mail that carried it is no longer kept either.
      expect(readdirSync(outboxDir).filter((name) => name.endsWith("-staff-sign-in.eml"))).toEqual([]);
    });
  },
  {
    app: { env: { DATA_DIR: dataDir }, startWorker: true, worker: { pollIntervalMs: 50 } },
    backends: ["pglite"],
  },
);
