/**
 * Issue 36: erasure reaches every copy. Three leads wait at one gym, and the reminder digest (stored on one
 * of them) folds the other two; then one folded lead is erased. Nothing under DATA_DIR (the embedded
 * database's own files included, PGlite as the server runs it) nor a backup taken afterwards holds their
 * name, e-mail address or phone number. Real PGlite under DATA_DIR, the real worker, chase and file mailer.
 */

import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gymsFrom } from "#contracts/content/gyms.server.ts";
import { placeRefsOf } from "#contracts/places.ts";
import { dumpJson } from "#server/backup/backup.ts";
import type { ContentStore } from "#server/content/store.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import { outbox } from "#server/db/schema.ts";
import { createMailer } from "#server/mail/transport.ts";
import { createChasePrepare } from "#server/outbox/chase.ts";
import { createDeliver } from "#server/outbox/deliver.ts";
import { OutboxWorker } from "#server/outbox/worker.ts";
import { wholeDatabase } from "#server/test/backends.ts";
import { leadArriving } from "#server/test/chase.ts";
import { shippedContent } from "#server/test/content.ts";
import { eraseSubject, findSubject } from "./subject";

const silent = { info() {}, warn() {}, error() {}, debug() {} };

const people = [
  { firstName: "Amy", lastName: "Ashgrove", email: "amy.ashgrove@example.com", phoneNum: "07700 900411" },
  { firstName: "Ben", lastName: "Quixbury", email: "ben.quixbury@example.com", phoneNum: "07700 900417" },
  { firstName: "Cat", lastName: "Cordwell", email: "cat.cordwell@example.com", phoneNum: "07700 900419" },
];

/** What must not be found of a person: surname, address, and the number however it is written. */
function traces(person: (typeof people)[number]): string[] {
  const digits = person.phoneNum.replace(/\D/g, "");
  return [person.lastName, person.email, digits, digits.slice(1), person.phoneNum];
}

/** Every file under `dir` whose bytes contain one of `needles`, with the needle. */
function grep(dir: string, needles: string[]): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = readFileSync(file);
    for (const needle of needles) if (bytes.includes(needle)) found.push(`${file}: ${needle}`);
  }
  return found;
}

describe("erasure of a lead folded into another's reminder digest", () => {
  let dataDir: string;
  let database: Database | undefined;
  let content: ContentStore;
  let now = new Date("2026-11-10T10:00:00Z");

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "novo-erase-digest-"));
    database = await openDatabase({ dataDir });
    content = await shippedContent();
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves no copy of them in any outbox row, .eml, database file or new backup", async () => {
    const db = (database as Database).db;
    const options = {
      siteOrigin: "https://novo.example",
      smsEnabled: false,
      content,
      gyms: () => gymsFrom(content.snapshot()),
      places: () => placeRefsOf(content.snapshot().entries.gyms),
    };
    const mailer = createMailer({ dataDir });
    const worker = new OutboxWorker({
      db,
      deliver: createDeliver({ mailer, sms: null, mailFrom: "Novo <hello@novo.example>" }),
      log: silent,
      clock: () => now,
      prepare: createChasePrepare(db, options),
    });
    const at = async (iso: string) => {
      now = new Date(iso);
      while ((await worker.runOnce()) > 0);
    };
    // Tuesday 10:00, 10:01, 10:02 at Greenwich (staffed 08:00-20:00): reminders due 10:15 to 10:17.
    const ids: string[] = [];
    for (const [i, person] of people.entries()) {
      now = new Date(Date.parse("2026-11-10T10:00:00Z") + i * 60_000);
      ids.push(
        await leadArriving(db, now, { gymName: "novogreenwich", source: "website", ...person }, options),
      );
    }
    await at("2026-11-10T10:20:00Z");
    const digests = await db.select().from(outbox).where(eq(outbox.purpose, "lead-reminder"));
    const head = digests.find((row) => row.status === "sent");
    const folded = digests.filter((row) => row.status === "folded");
    expect(folded).toHaveLength(2);
    expect(folded.every((row) => row.foldedInto === head?.id)).toBe(true);
    const index = ids.indexOf(String(folded[0]?.submissionId));
    const person = people[index] as (typeof people)[number];

    // Before: their own mails hold them (the grep can find them), and `leads find` lists the digest.
    expect(grep(dataDir, [person.lastName]).length).toBeGreaterThan(0);
    const found = await findSubject(db, person.email, { dataDir });
    expect(found.mentionedIn?.map((m) => m.id)).toEqual([head?.id]);
    expect(found.mentionedIn?.[0]?.files).toHaveLength(1);

    const gone = await eraseSubject(db, person.email, { dataDir });
    expect(gone.submissionIds).toEqual([ids[index]]);
    expect(gone.purged).toBe(true);
    const backup = path.join(dataDir, "after-erasure.backup");
    await dumpJson(db, backup);

    expect(grep(dataDir, traces(person))).toEqual([]);
    expect(readFileSync(backup, "utf8")).not.toMatch(new RegExp(traces(person).join("|")));
    const rows = await wholeDatabase(db);
    for (const trace of traces(person)) expect(rows).not.toContain(trace);
    // The others are still there, and their digest still lists them.
    expect(rows).toContain(people[(index + 1) % 3]?.lastName);
    await worker.stop();
    mailer.close();
    // And once the database has closed and written all it holds.
    await database?.close();
    database = undefined;
    expect(grep(dataDir, traces(person))).toEqual([]);
  });
});
