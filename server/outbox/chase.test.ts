/**
 * The lead chase with a fake clock (issue 32): real database (PGlite, and PostgreSQL when TEST_DATABASE_URL
 * is set), the real worker, messages and prepare step; only the instant is injected. Greenwich as shipped:
 * staffed 08:00-20:00 on weekdays, thresholds 15 and 60 minutes. November 2026 is GMT (London = UTC).
 */

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { gymsFrom } from "#contracts/content/gyms.server.ts";
import { placeRefsOf } from "#contracts/places.ts";
import { firstContactSettingsOf } from "#server/content/first-contact.ts";
import type { ContentStore } from "#server/content/store.ts";
import { contentStoreFor, forgetContentStore } from "#server/content/stores.ts";
import { type OutboxRow, outbox, submissions } from "#server/db/schema.ts";
import { changeLead, LEAD_CHASES } from "#server/staff/first-contact.ts";
import { firstContactReport } from "#server/stats/first-contact.ts";
import { TEST_SITE_ORIGIN, validBodies } from "#server/test/app.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { leadArriving } from "#server/test/chase.ts";
import { copyOfShippedContent } from "#server/test/content.ts";
import { createChasePrepare } from "./chase";
import { OutboxWorker } from "./worker";

const GYM_INBOX = "greenwich@novogyms.co.uk";
const silent = { info() {}, warn() {}, error() {}, debug() {} };

describe.each(backendNames)("lead chase on %s", (backendName) => {
  let backend: TestBackend;
  let content: ContentStore;
  let contentDir: string;
  let greenwichYaml: string;
  const greenwichFile = () => path.join(contentDir, "gyms", "greenwich.yaml");
  let now = new Date();
  const sent: OutboxRow[] = [];
  /** Chase deliveries still to fail (an SMTP server that answers 4xx). */
  let failing = 0;
  const chases = () => sent.filter((m) => (LEAD_CHASES as readonly string[]).includes(m.purpose));
  const db = () => backend.database.db;
  const options = () => ({
    siteOrigin: TEST_SITE_ORIGIN,
    smsEnabled: false,
    content,
    gyms: () => gymsFrom(content.snapshot()),
    places: () => placeRefsOf(content.snapshot().entries.gyms),
  });
  let worker: OutboxWorker;

  beforeAll(async () => {
    backend = await createBackend(backendName);
    contentDir = copyOfShippedContent();
    greenwichYaml = readFileSync(greenwichFile(), "utf8");
    content = contentStoreFor(contentDir);
    await content.loaded;
  });
  afterAll(async () => {
    forgetContentStore(contentDir);
    await backend?.dispose();
  });
  afterEach(async () => {
    // Greenwich's hours as shipped again, for the next test.
    if (readFileSync(greenwichFile(), "utf8") !== greenwichYaml) {
      writeFileSync(greenwichFile(), greenwichYaml);
      await content.reload();
    }
  });
  beforeEach(async () => {
    await backend.reset();
    sent.length = 0;
    failing = 0;
    worker = new OutboxWorker({
      db: db(),
      deliver: async (row) => {
        if (failing > 0 && (LEAD_CHASES as readonly string[]).includes(row.purpose)) {
          failing--;
          throw new Error("421 try again later");
        }
        sent.push(row);
      },
      backoffMs: () => 60_000,
      log: silent,
      clock: () => now,
      prepare: createChasePrepare(db(), options()),
    });
  });

  /** A lead as the API stores it, arriving at `at`, with every message it causes. */
  async function lead(at: string, firstName = "Jane"): Promise<string> {
    now = new Date(at);
    return leadArriving(db(), now, { ...validBodies.lead, firstName }, options());
  }
  /** Moves the clock and lets the worker send what is due then. */
  async function at(iso: string): Promise<void> {
    now = new Date(iso);
    while ((await worker.runOnce()) > 0);
  }
  const touch = (id: string, change: Parameters<typeof changeLead>[3]) =>
    changeLead(db(), { role: "management", email: "boss@novogyms.co.uk" }, id, change, {
      settingsFor: (gym) => firstContactSettingsOf({ content }, gym),
      webhookUrls: [],
      now: () => now,
    });

  it("sends the reminder and the escalation once each, at the instants staffed time reaches 15 and 60 minutes", async () => {
    // Tuesday 19:50: 10 staffed minutes today, then Wednesday from 08:00.
    await lead("2026-11-10T19:50:00Z");
    await at("2026-11-10T19:50:00Z");
    expect(sent.map((m) => m.purpose).sort()).toEqual(["staff-notification", "visitor-confirmation"]);
    await at("2026-11-10T23:00:00Z");
    await at("2026-11-11T08:04:00Z");
    expect(chases()).toHaveLength(0);
    await at("2026-11-11T08:05:00Z");
    expect(chases().map((m) => [m.purpose, m.recipient])).toEqual([["lead-reminder", GYM_INBOX]]);
    expect(chases()[0]?.subject).toBe("Waiting for a call: Jane Doe - Novo Greenwich");
    expect(chases()[0]?.textBody).toContain("waiting 15 staffed minutes");
    await at("2026-11-11T08:49:00Z");
    expect(chases()).toHaveLength(1);
    await at("2026-11-11T08:50:00Z");
    await at("2026-11-11T12:00:00Z");
    await at("2026-11-12T12:00:00Z");
    expect(chases().map((m) => m.purpose)).toEqual(["lead-reminder", "lead-escalation"]);
    expect(chases()[1]?.recipient).toBe("management@novogyms.co.uk");
  });

  it("withdraws both by any touch: a status change, a logged call, even one to lost", async () => {
    const changed = await lead("2026-11-10T10:00:00Z", "Amy");
    const called = await lead("2026-11-10T10:00:00Z", "Ben");
    const lost = await lead("2026-11-10T10:00:00Z", "Cat");
    await at("2026-11-10T10:05:00Z");
    expect(await touch(changed, { how: "status", status: "contacted", note: null })).toBe(true);
    expect(await touch(called, { how: "call" })).toBe(true);
    expect(await touch(lost, { how: "status", status: "lost", note: "Wrong number" })).toBe(true);
    await at("2026-11-10T12:00:00Z");
    await at("2026-11-11T12:00:00Z");
    expect(chases()).toHaveLength(0);
    const rows = await db().select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.filter((r) => r.purpose.startsWith("lead-")).map((r) => r.status)).toEqual(
      Array(6).fill("withdrawn"),
    );
    // The first contact is stored once, with both figures: 5 staffed minutes, 5 on the clock.
    const [row] = await db().select().from(submissions).where(eq(submissions.id, called));
    expect(row).toMatchObject({
      status: "contacted",
      firstContactBy: "boss@novogyms.co.uk",
      firstContactHow: "call",
      firstContactStaffedSeconds: 300,
      firstContactClockSeconds: 300,
    });
    // A status change from new counts as contact whatever it changes to (decision 0023).
    const [gone] = await db().select().from(submissions).where(eq(submissions.id, lost));
    expect(gone).toMatchObject({
      status: "lost",
      firstContactHow: "status",
      firstContactStaffedSeconds: 300,
    });
  });

  it("sends nothing outside staffed hours: a reminder due while the worker was down waits for the morning", async () => {
    // Wednesday 19:00: due 19:15, but the worker next looks at 21:00.
    await lead("2026-11-11T19:00:00Z");
    await at("2026-11-11T21:00:00Z");
    await at("2026-11-12T03:00:00Z");
    await at("2026-11-12T07:59:00Z");
    expect(chases()).toHaveLength(0);
    await at("2026-11-12T08:00:00Z");
    // Both fell due overnight and go together at 08:00, delivered in parallel: in either order.
    expect(
      chases()
        .map((m) => m.purpose)
        .sort(),
    ).toEqual(["lead-escalation", "lead-reminder"]);
  });

  it("makes one digest of many waiting leads, at most one per inbox per interval", async () => {
    const amy = await lead("2026-11-10T10:00:00Z", "Amy");
    const ben = await lead("2026-11-10T10:01:00Z", "Ben");
    const cat = await lead("2026-11-10T10:02:00Z", "Cat");
    const dan = await lead("2026-11-10T10:10:00Z", "Dan");
    await at("2026-11-10T10:20:00Z");
    expect(chases()).toHaveLength(1);
    const [digest] = chases();
    expect(digest?.subject).toBe("3 leads waiting for a call");
    // Each by reference and link only: the digest is stored on Amy's row, and holds no one's name or number.
    for (const id of [amy, ben, cat]) expect(digest?.textBody).toContain(`Lead ${id.slice(0, 8)}`);
    for (const id of [amy, ben, cat]) expect(digest?.htmlBody).toContain(id);
    for (const text of [digest?.subject, digest?.textBody, digest?.htmlBody])
      expect(text).not.toMatch(/Doe|07700|@example/);
    expect(digest?.textBody).not.toContain(dan.slice(0, 8));
    // Dan is due at 10:25, but a digest went at 10:20: his waits for 10:35.
    await at("2026-11-10T10:25:00Z");
    await at("2026-11-10T10:34:00Z");
    expect(chases()).toHaveLength(1);
    await at("2026-11-10T10:35:00Z");
    expect(chases()).toHaveLength(2);
    expect(chases()[1]?.subject).toBe("Waiting for a call: Dan Doe - Novo Greenwich");
    const folded = await db().select().from(outbox).where(eq(outbox.status, "folded"));
    expect(folded.map((r) => r.foldedInto)).toEqual([digest?.id, digest?.id]);
  });

  it("does not chase held or spam submissions", async () => {
    const held = await lead("2026-11-10T10:00:00Z", "Hal");
    const spam = await lead("2026-11-10T10:00:00Z", "Sam");
    await db().update(submissions).set({ held: true }).where(eq(submissions.id, held));
    await db().update(submissions).set({ spam: true }).where(eq(submissions.id, spam));
    await at("2026-11-10T12:00:00Z");
    expect(chases()).toHaveLength(0);
  });

  /** The digest rows a failed attempt left pending (a head is folded into itself). */
  const heads = async () =>
    (await db().select().from(outbox).where(eq(outbox.status, "pending"))).filter(
      (r) => r.foldedInto === r.id,
    );
  const refs = (...ids: string[]) => ids.map((id) => `Lead ${id.slice(0, 8)}`);

  it("a digest whose own lead is contacted before its retry: every lead folded into it is still reminded", async () => {
    const leads = [
      await lead("2026-11-10T10:00:00Z", "Amy"),
      await lead("2026-11-10T10:01:00Z", "Ben"),
      await lead("2026-11-10T10:02:00Z", "Cat"),
    ];
    failing = 1;
    await at("2026-11-10T10:20:00Z");
    expect(chases()).toHaveLength(0);
    const [head] = await heads();
    const others = leads.filter((id) => id !== head?.submissionId);
    expect(others).toHaveLength(2);
    // Called before the retry at 10:21: that digest is withdrawn with her reminders.
    expect(await touch(String(head?.submissionId), { how: "call" })).toBe(true);
    await at("2026-11-10T10:20:30Z");
    expect(chases()).toHaveLength(1);
    for (const ref of refs(...others)) expect(chases()[0]?.textBody).toContain(ref);
    expect(chases()[0]?.textBody).not.toContain(refs(String(head?.submissionId))[0]);
    // Nothing is left folded into a message that never went out.
    const rows = await db().select().from(outbox);
    const sentIds = new Set(rows.filter((r) => r.status === "sent").map((r) => r.id));
    for (const row of rows.filter((r) => r.status === "folded")) expect(sentIds).toContain(row.foldedInto);
    // And management still hears of the two at 11:01 and 11:02, in one escalation.
    await at("2026-11-10T11:05:00Z");
    const escalations = chases().filter((m) => m.purpose === "lead-escalation");
    expect(escalations).toHaveLength(1);
    for (const ref of refs(...others)) expect(escalations[0]?.textBody).toContain(ref);
  });

  it("a row left folded into a digest that died is picked up again", async () => {
    const leads = [await lead("2026-11-10T10:00:00Z", "Amy"), await lead("2026-11-10T10:01:00Z", "Ben")];
    failing = 1;
    await at("2026-11-10T10:20:00Z");
    const [head] = await heads();
    await db()
      .update(outbox)
      .set({ status: "dead" })
      .where(eq(outbox.id, Number(head?.id)));
    await at("2026-11-10T10:20:30Z");
    const other = leads.find((id) => id !== head?.submissionId) ?? "";
    expect(chases().map((m) => [m.purpose, m.submissionId])).toEqual([["lead-reminder", other]]);
  });

  /** Greenwich's staffed hours rewritten, as its inbox could in the editor. */
  async function setStaffed(yaml: string): Promise<void> {
    const text = readFileSync(greenwichFile(), "utf8").replace(/^staffed:\n(?: .*\n)*/m, yaml);
    writeFileSync(greenwichFile(), text);
    await content.reload();
  }
  const shrunk = `staffed:
  - label: weekdays
    days: [Mon, Tue, Wed, Thu, Fri]
    opens: "08:00"
    closes: "08:30"
`;

  it.each([
    ["emptied", "staffed: []\n"],
    ["shrunk", shrunk],
  ])(
    "a gym's hours %s after a lead arrives: its chases keep their staffed deadlines, its figure its calendar",
    async (_, staffed) => {
      // Tuesday 19:50: 10 staffed minutes, then Wednesday from 08:00: due 08:05 and 08:50.
      await lead("2026-11-10T19:50:00Z");
      const kim = await lead("2026-11-10T19:50:00Z", "Kim");
      await setStaffed(staffed);
      await at("2026-11-10T19:55:00Z");
      await at("2026-11-10T23:00:00Z");
      await at("2026-11-11T08:03:00Z");
      // Waiting now, and then called at 08:03: 13 minutes in the hours Kim arrived under.
      const { waiting } = await firstContactReport(db(), {
        gym: null,
        gyms: gymsFrom(content.snapshot()),
        content,
        now,
      });
      expect(waiting.find((w) => w.id === kim)?.staffedSeconds).toBe(13 * 60);
      expect(await touch(kim, { how: "call" })).toBe(true);
      const [called] = await db().select().from(submissions).where(eq(submissions.id, kim));
      expect(called?.firstContactStaffedSeconds).toBe(13 * 60);
      await at("2026-11-11T08:04:00Z");
      expect(chases()).toHaveLength(0);
      await at("2026-11-11T08:05:00Z");
      expect(chases().map((m) => m.purpose)).toEqual(["lead-reminder"]);
      await at("2026-11-11T08:49:00Z");
      expect(chases()).toHaveLength(1);
      await at("2026-11-11T08:50:00Z");
      expect(chases().map((m) => [m.purpose, m.recipient])).toEqual([
        ["lead-reminder", GYM_INBOX],
        ["lead-escalation", "management@novogyms.co.uk"],
      ]);
      expect(await db().select().from(outbox).where(eq(outbox.status, "withdrawn"))).toHaveLength(2);
    },
  );

  it("a gym without staffed hours is chased as if always staffed: on the clock", async () => {
    await setStaffed("staffed: []\n");
    // Tuesday 21:00, after the hours it used to have.
    await lead("2026-11-10T21:00:00Z");
    await at("2026-11-10T21:14:00Z");
    expect(chases()).toHaveLength(0);
    await at("2026-11-10T21:15:00Z");
    await at("2026-11-10T22:00:00Z");
    expect(chases().map((m) => m.purpose)).toEqual(["lead-reminder", "lead-escalation"]);
  });
});
