/**
 * What a visitor sees of the tour limits (issue 30.4) when the tour page posts without JavaScript, against the
 * real server over the production build (build/test): the third open booking for one e-mail address is
 * answered 400 with the form again and the message beside the e-mail field; past one address's share of open
 * bookings the page says plainly that the tour is not booked.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tourSlotsFrom } from "#contracts/content/tours.server.ts";
import { outbox, submissions, tourBookings } from "#server/db/schema.ts";
import { browserForm, testApp } from "#server/test/app.ts";
import { createBackend, type TestBackend } from "#server/test/backends.ts";
import { buildRoot, ensureBuild } from "#tests/build/build-output.ts";

describe("the tour page's answers to a hoarder, without JavaScript", () => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let slots: string[] = [];

  beforeAll(async () => {
    await ensureBuild();
    backend = await createBackend("pglite");
    app = await testApp(backend.database, {
      serveSite: true,
      env: { BUILD_DIR: buildRoot, TOUR_OPEN_PER_PERSON: "2", TOUR_OPEN_PER_ADDRESS: "4" },
    });
    // A day ahead: no time here starts while the test runs.
    slots = tourSlotsFrom(
      app.content.snapshot(),
      "novogreenwich",
      new Date(Date.now() + 24 * 60 * 60_000),
    ).map((s) => s.start);
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  let n = 0;
  const book = (fields: { email?: string; phoneNum?: string }) => {
    n++;
    return app.inject({
      method: "POST",
      url: "/greenwich/tour",
      headers: browserForm,
      payload: new URLSearchParams({
        _form: "tour",
        slot: slots[n] ?? "",
        firstName: "Ada",
        lastName: "Hoarder",
        email: fields.email ?? `visitor${n}@example.com`,
        phoneNum: fields.phoneNum ?? `07700 9${String(n).padStart(5, "0")}`,
        faxNumber: "",
      }).toString(),
    });
  };

  it("refuses a third open booking for one e-mail address beside its field, then holds one address's fifth", async () => {
    const email = "ada.hoarder@example.com";
    for (let i = 0; i < 2; i++) {
      const booked = await book({ email });
      expect(booked.statusCode).toBe(200);
      expect(booked.body).toContain("Your tour is booked");
    }
    const third = await book({ email });
    expect(third.statusCode).toBe(400);
    expect(third.body).not.toContain("Your tour is booked");
    // The message sits with the e-mail field (its error, tied to the input), and what was typed is kept.
    const error =
      /<p[^>]*id="([^"]+)"[^>]*>You already have 2 tours booked with this e-mail address\. To book another, cancel one with the link in its confirmation e-mail, or call the gym\.<\/p>/.exec(
        third.body,
      );
    expect(error).not.toBeNull();
    expect(third.body).toMatch(new RegExp(`<input[^>]*aria-describedby="${error?.[1]}"[^>]*>`));
    expect(third.body).toContain(`value="${email}"`);
    expect(
      await backend.database.db.select().from(submissions).where(eq(submissions.email, email)),
    ).toHaveLength(2);

    // Two more people from this address make four open bookings; the fifth is held and says so.
    for (let i = 0; i < 2; i++) expect((await book({})).statusCode).toBe(200);
    const fifth = await book({ email: "fifth@example.com" });
    expect(fifth.statusCode).toBe(202);
    expect(fifth.body).toContain("Your tour is not booked yet");
    expect(fifth.body).toContain("the time is not kept for you and no e-mail is coming yet");
    expect(fifth.body).not.toContain("Your tour is booked");
    const [held] = await backend.database.db
      .select()
      .from(submissions)
      .where(eq(submissions.email, "fifth@example.com"));
    expect(held).toMatchObject({ held: true, heldReason: "address-open-tours" });
    expect(
      await backend.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.submissionId, held?.id ?? "")),
    ).toEqual([]);
    expect(await backend.database.db.select().from(tourBookings)).toHaveLength(4);
  });
});
