/**
 * Retention deletes the people and keeps the figures (issue 46, decision 0033): the charts, the first
 * contact report and the sources (with the cost per member) for a month read the same before and after a pass
 * deletes that month's leads, and the counts it leaves hold nothing that identifies a person. On PGlite and
 * (with TEST_DATABASE_URL) PostgreSQL.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SubmissionKind } from "#contracts/payloads.ts";
import type { Db } from "#server/db/client.ts";
import { leadCounts, marketingSpend, submissions, tourBookings } from "#server/db/schema.ts";
import { sourcesReport } from "#server/stats/channels.ts";
import { conversionReport } from "#server/stats/conversion.ts";
import { firstContactReport } from "#server/stats/first-contact.ts";
import { hashAddress } from "#server/submissions/client.ts";
import { storeSubmission } from "#server/submissions/store.ts";
import { testEnv } from "#server/test/app.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { shippedGyms, shippedPlaces } from "#tests/shipped.ts";
import { applyRetention, retentionPeriods } from "./retention";

const NOW = new Date("2026-06-15T12:00:00Z");
const IP_HASH = hashAddress("192.0.2.7", "s");
const USER_AGENT = "Mozilla/5.0 (Counted) Test/1";
const messages = {
  siteOrigin: "https://novo.example",
  smsEnabled: false,
  gyms: () => shippedGyms,
  places: () => shippedPlaces,
};

interface Person {
  first: string;
  last: string;
  email: string;
  phone: string;
}
const people: Person[] = [
  { first: "Ottoline", last: "Quarrington", email: "ottoline.q@example.com", phone: "07700900461" },
  { first: "Bartholomew", last: "Zanetti", email: "b.zanetti@example.org", phone: "07700900462" },
  { first: "Philippa", last: "Xerxes", email: "pxerxes@example.net", phone: "07700900463" },
  { first: "Anouk", last: "Wetherspoon", email: "anouk.w@example.com", phone: "07700900464" },
  { first: "Cosmo", last: "Vanderbilt", email: "cosmo.v@example.co.uk", phone: "07700900465" },
];

async function store(
  db: Db,
  kind: SubmissionKind,
  person: Person,
  gym: string,
  at: string,
  extra: Partial<typeof submissions.$inferInsert> = {},
  referer = "https://novo.example/offers?utm_source=x",
): Promise<string> {
  const payload =
    kind === "tour"
      ? { gym, slot: "2026-04-20T10:00:00.000Z", firstName: person.first, lastName: person.last }
      : { gymName: gym, firstName: person.first, lastName: person.last, source: "website" };
  const { id } = await storeSubmission(
    db,
    {
      kind,
      payload: { ...payload, email: person.email, phoneNum: person.phone },
      email: person.email,
      gym,
      spam: false,
      client: { ipHash: IP_HASH, referer, userAgent: USER_AGENT },
    },
    messages,
  );
  await db
    .update(submissions)
    .set({ createdAt: new Date(at), ...extra })
    .where(eq(submissions.id, id));
  return id;
}

describe.each(backendNames)("retention keeps the figures on %s", (backendName) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createBackend(backendName);
  });
  afterAll(() => backend?.dispose());
  beforeEach(() => backend.reset());

  it("a month's charts and sources read the same after a pass deletes its leads", async () => {
    const db = backend.database.db;
    const [a, b, c, d, e] = people as [Person, Person, Person, Person, Person];
    // April 2026, inside the charts' last 12 weeks of 15 June; leads kept one month, so April goes.
    const joined = {
      status: "joined" as const,
      channel: "paid-social",
      utmCampaign: "Spring-Daypass",
      firstContactAt: new Date("2026-04-07T09:30:00Z"),
      firstContactStaffedSeconds: 240,
      firstContactClockSeconds: 1800,
    };
    await store(db, "lead", a, "novowelling", "2026-04-07T09:00:00Z", joined);
    await store(db, "lead", b, "novowelling", "2026-04-08T18:00:00Z", {
      ...joined,
      firstContactStaffedSeconds: 5400,
    });
    await store(db, "lead", c, "novogreenwich", "2026-04-21T11:00:00Z", { channel: "organic-search" });
    await store(db, "lead", d, "novogreenwich", "2026-04-29T22:30:00Z", { held: true }, "not a url");
    // C booked and attended a tour at the same gym, with the address in another case.
    const tour = await store(
      db,
      "tour",
      { ...c, email: c.email.toUpperCase() },
      "novogreenwich",
      "2026-04-22T08:00:00Z",
    );
    await db.insert(tourBookings).values({
      submissionId: tour,
      gym: "novogreenwich",
      startsAt: new Date("2026-04-25T10:00:00Z"),
      endsAt: new Date("2026-04-25T10:30:00Z"),
      status: "attended",
      createdAt: new Date("2026-04-22T08:00:00Z"),
    });
    // A lead of late May stays: its month's figures are live rows and counts together afterwards.
    await store(db, "lead", e, "novowelling", "2026-05-28T10:00:00Z", { channel: "paid-social" });
    await db.insert(marketingSpend).values({
      month: "2026-04",
      channel: "paid-social",
      amountPence: 12_000,
      createdBy: "owner@example.com",
      updatedBy: "owner@example.com",
    });

    const places = shippedPlaces.map((p) => p.formName);
    const figures = async () => ({
      charts: await conversionReport(db, { now: NOW, places }),
      welling: await conversionReport(db, { now: NOW, places, gym: "novowelling" }),
      firstContact: (await firstContactReport(db, { gym: null, gyms: shippedGyms, now: NOW })).weeks,
      april: await sourcesReport(db, { month: "2026-04", gym: null, withSpend: true }),
      aprilGreenwich: await sourcesReport(db, { month: "2026-04", gym: "novogreenwich", withSpend: false }),
      may: await sourcesReport(db, { month: "2026-05", gym: null, withSpend: true }),
    });
    const before = await figures();
    // The month has what the test means it to have: two members at £60 each, one tour, held and odd pages.
    const paid = before.april.byChannel.find((row) => row.key === "paid-social");
    expect(paid).toMatchObject({ leads: 2, members: 2, costPerMember: 6000 });
    expect(before.aprilGreenwich.byChannel.reduce((n, row) => n + row.tours, 0)).toBe(1);
    expect(before.charts.tours.gyms.find((g) => g.gym === "novogreenwich")).toMatchObject({
      toursBooked: 1,
      toursAttended: 1,
    });

    const periods = retentionPeriods(testEnv({ RETENTION_LEAD_MONTHS: "1" }));
    const dataDir = mkdtempSync(path.join(tmpdir(), "novo-counts-"));
    const report = await applyRetention(db, periods, { dataDir, now: NOW });
    expect(report.submissionsDeleted).toBe(5);
    expect(await db.select({ id: submissions.id }).from(submissions)).toHaveLength(1);

    expect(await figures()).toEqual(before);
    // A second pass deletes nothing and counts nothing twice.
    await applyRetention(db, periods, { dataDir, now: NOW });
    expect(await figures()).toEqual(before);

    // Nothing in the counts identifies a person: no name, address, telephone, hash, user agent or instant.
    const counts = await db.execute(sql`select row_to_json(c)::text as j from lead_counts c`);
    const text = (counts as unknown as { rows: { j: string }[] }).rows.map((r) => r.j).join("\n");
    expect(text.length).toBeGreaterThan(0);
    for (const person of people)
      for (const value of [
        person.first,
        person.last,
        person.email,
        person.phone,
        person.email.split("@")[0] ?? "",
      ])
        expect(text.toLowerCase()).not.toContain(value.toLowerCase());
    for (const value of [IP_HASH, USER_AGENT, "T09:00", "utm_source", "example.", "@"])
      expect(text).not.toContain(value);
    const columns = Object.keys((await db.select().from(leadCounts).limit(1))[0] ?? {});
    expect(columns.sort()).toEqual(
      [
        "campaign",
        "channel",
        "contacted",
        "day",
        "firstContactStaffedSeconds",
        "gym",
        "held",
        "joined",
        "kind",
        "page",
        "submissions",
        "toured",
        "tours",
        "toursAttended",
      ].sort(),
    );
  });
});
