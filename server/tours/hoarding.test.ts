/**
 * Tours cannot be hoarded or used to mail a victim (issue 30.4): one person (one e-mail address, or one phone
 * number however it is typed) holds at most TOUR_OPEN_PER_PERSON open bookings, the next refused naming the
 * field and what to do; one client address makes at most TOUR_OPEN_PER_ADDRESS open bookings, the next held
 * for review (stored, no place, no mail); the forms' rate thresholds hold a booking by address, e-mail and
 * phone. An e-mail address counts as its mailbox: case, a +tag and Gmail's dots make no new person (issue 36).
 * All decided in the booking's transaction, so bookings racing on two pools cannot slip past.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tourSlotsFrom } from "#contracts/content/tours.server.ts";
import { outbox, submissions, tourBookings } from "#server/db/schema.ts";
import { createHoldPolicy } from "#server/security/rate-limit.ts";
import { releaseHeld } from "#server/staff/held.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { shippedContent } from "#server/test/content.ts";
import { shippedGyms, shippedPlaces } from "#tests/shipped.ts";
import { ADDRESS_OPEN_TOURS, type BookingOutcome, bookTour, cancelTour, slotsWithPlaces } from "./book";

const NOW = new Date("2026-06-01T06:00:00Z"); // Monday 1 June 2026, 7am London
const messages = {
  siteOrigin: "https://novo.example",
  smsEnabled: false,
  gyms: () => shippedGyms,
  places: () => shippedPlaces,
};
const content = await shippedContent();
/** Greenwich's first free times from NOW: every booking here takes a different one, so none is "taken". */
const slots = tourSlotsFrom(content.snapshot(), "novogreenwich", NOW).map((s) => s.start);
const openLimits = { perPerson: 2, perAddress: 4 };

let people = 0;
/** A booking by a new person (own e-mail address, own phone) unless told otherwise. */
function body(slot: number, who: { email?: string; phoneNum?: string } = {}) {
  people++;
  return {
    gym: "novogreenwich",
    slot: slots[slot],
    firstName: "Visitor",
    lastName: "Hoarder",
    email: who.email ?? `person${people}@example.com`,
    phoneNum: who.phoneNum ?? `07700 9${String(people).padStart(5, "0")}`,
  };
}

let addresses = 0;
/** A client at a fresh address each call unless given one. */
function client(ipHash = `address-${++addresses}`) {
  return { ipHash, referer: "https://novo.example/greenwich/tour", userAgent: "test" };
}

const isBooked = (o: BookingOutcome) => o.ok && !o.held && !o.spam;

describe.each(backendNames)("tour hoarding on %s", (backendName) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createBackend(backendName);
  });
  afterAll(() => backend?.dispose());
  beforeEach(() => backend.reset());
  const deps = () => ({ db: backend.database.db, messages, now: () => NOW, content, openLimits });
  const cancelToken = async (submissionId: string) => {
    const [mail] = await backend.database.db
      .select({ textBody: outbox.textBody })
      .from(outbox)
      .where(and(eq(outbox.submissionId, submissionId), eq(outbox.purpose, "visitor-confirmation")));
    return /\/tour\/cancel\/([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? "")?.[1] ?? "";
  };

  it("refuses a third open booking for one e-mail address, naming the field and what to do; a cancel frees one", async () => {
    const email = "hoarder@example.com";
    const first = await bookTour(deps(), body(0, { email }), client());
    expect(isBooked(first)).toBe(true);
    expect(isBooked(await bookTour(deps(), body(1, { email: "HOARDER@example.com" }), client()))).toBe(true);
    const third = await bookTour(deps(), body(2, { email }), client());
    expect(third).toEqual({
      ok: false,
      problems: [
        {
          field: "email",
          message:
            "You already have 2 tours booked with this e-mail address. To book another, cancel one with the link in its confirmation e-mail, or call the gym.",
        },
      ],
    });
    // Refused: nothing stored, nothing mailed.
    expect(await backend.database.db.select().from(submissions)).toHaveLength(2);
    expect(await backend.database.db.select().from(tourBookings)).toHaveLength(2);
    // A cancelled booking is no longer open: the person may book again.
    if (!first.ok) throw new Error("not booked");
    expect(await cancelTour(deps(), await cancelToken(first.id))).toMatchObject({ ok: true });
    expect(isBooked(await bookTour(deps(), body(2, { email }), client()))).toBe(true);
  });

  it.each([
    ["+tags", ["tour.victim+1@gmail.com", "tour.victim+2@gmail.com", "Tour.Victim@gmail.com"]],
    ["dotted Gmail", ["tourvictim@gmail.com", "t.o.u.r.victim+3@googlemail.com", "TOUR.VICTIM@GMAIL.COM"]],
    ["+tags elsewhere", ["hoarder+1@example.com", "Hoarder+2@Example.com", "hoarder@example.com"]],
  ])(
    "counts mailboxes, not spellings (%s): the third open booking for one mailbox is refused",
    async (_, emails) => {
      const [first = "", second = "", third = ""] = emails;
      const booked = await bookTour(deps(), body(0, { email: first }), client());
      expect(isBooked(booked)).toBe(true);
      expect(isBooked(await bookTour(deps(), body(1, { email: second }), client()))).toBe(true);
      const refused = await bookTour(deps(), body(2, { email: third }), client());
      expect(refused).toMatchObject({ ok: false, problems: [{ field: "email" }] });
      expect(await backend.database.db.select().from(tourBookings)).toHaveLength(2);
      // The address is stored and mailed as typed: the count alone reads the mailbox.
      if (!booked.ok) throw new Error("not booked");
      const [row] = await backend.database.db.select().from(submissions).where(eq(submissions.id, booked.id));
      expect(row?.email).toBe(first);
      const mailed = await backend.database.db
        .select({ recipient: outbox.recipient })
        .from(outbox)
        .where(and(eq(outbox.submissionId, booked.id), eq(outbox.purpose, "visitor-confirmation")));
      expect(mailed).toEqual([{ recipient: first }]);
    },
  );

  it("keeps other mailboxes apart: a dotted address off Gmail, and another Gmail user, still book", async () => {
    const emails = [
      "tour.victim@example.com",
      "tourvictim@example.com",
      "tour.victim@gmail.com",
      "tourvictim2@gmail.com",
    ];
    for (const [n, email] of emails.entries())
      expect(isBooked(await bookTour(deps(), body(n, { email }), client())), email).toBe(true);
  });

  it("refuses a third open booking for one phone number however it is typed, naming the phone", async () => {
    expect(isBooked(await bookTour(deps(), body(0, { phoneNum: "07700 900555" }), client()))).toBe(true);
    expect(isBooked(await bookTour(deps(), body(1, { phoneNum: "+44 7700 900555" }), client()))).toBe(true);
    const third = await bookTour(deps(), body(2, { phoneNum: "(07700) 900-555" }), client());
    expect(third).toMatchObject({ ok: false, problems: [{ field: "phoneNum" }] });
    if (third.ok || !("problems" in third)) throw new Error("not refused");
    expect(third.problems[0]?.message).toMatch(/^You already have 2 tours booked with this phone number\./);
    expect(await backend.database.db.select().from(tourBookings)).toHaveLength(2);
  });

  it("a past or cancelled booking is not open: it does not count", async () => {
    const email = "regular@example.com";
    const early = await bookTour(deps(), body(0, { email }), client());
    expect(isBooked(early)).toBe(true);
    expect(isBooked(await bookTour(deps(), body(1, { email }), client()))).toBe(true);
    // The day after both tours: the person books again.
    const later = { ...deps(), now: () => new Date(NOW.getTime() + 3 * 24 * 60 * 60_000) };
    const next = tourSlotsFrom(content.snapshot(), "novogreenwich", later.now())[0]?.start;
    const outcome = await bookTour(later, { ...body(0, { email }), slot: next }, client());
    expect(isBooked(outcome)).toBe(true);
  });

  it("lets exactly 2 of 6 racing bookings by one e-mail address through, on two pools", async () => {
    const other = await backend.open();
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        bookTour(
          { ...deps(), db: n % 2 ? other.db : backend.database.db },
          body(n, { email: "racer@example.com" }),
          client(),
        ),
      ),
    );
    expect(outcomes.filter(isBooked)).toHaveLength(2);
    expect(outcomes.filter((o) => !o.ok && "problems" in o && o.problems[0]?.field === "email")).toHaveLength(
      4,
    );
    expect(await backend.database.db.select().from(tourBookings)).toHaveLength(2);
  });

  it("holds the fifth open booking from one address: stored for review, no place taken, nothing mailed", async () => {
    const shared = client("one-address");
    for (let n = 0; n < 4; n++) expect(isBooked(await bookTour(deps(), body(n), shared))).toBe(true);
    const fifth = await bookTour(deps(), body(4), shared);
    expect(fifth).toMatchObject({ ok: true, held: true, bookingId: null, spam: false });
    if (!fifth.ok) throw new Error("refused");
    const [row] = await backend.database.db.select().from(submissions).where(eq(submissions.id, fifth.id));
    expect(row).toMatchObject({ held: true, heldReason: ADDRESS_OPEN_TOURS, kind: "tour" });
    expect(await backend.database.db.select().from(outbox).where(eq(outbox.submissionId, fifth.id))).toEqual(
      [],
    );
    expect(await backend.database.db.select().from(tourBookings)).toHaveLength(4);
    const places = await slotsWithPlaces(backend.database.db, content.snapshot(), "novogreenwich", NOW);
    expect(places.find((s) => s.start === slots[4])?.left).toBe(2);
    // Another address books as before.
    expect(isBooked(await bookTour(deps(), body(5), client()))).toBe(true);

    // Management's release passes the request to the gym's inbox, who confirm it by hand; the visitor is
    // mailed nothing by us (no place was kept, so no confirmation or cancel link can be true).
    const written = await releaseHeld(backend.database.db, fifth.id, messages);
    expect(written).toBe(1);
    const sent = await backend.database.db
      .select({ purpose: outbox.purpose, recipient: outbox.recipient })
      .from(outbox)
      .where(eq(outbox.submissionId, fifth.id));
    expect(sent).toEqual([{ purpose: "staff-notification", recipient: "greenwich@novogyms.co.uk" }]);
  });

  it("lets exactly 4 of 8 racing bookings from one address through, the others held, on two pools", async () => {
    const other = await backend.open();
    const shared = client("racing-address");
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        bookTour({ ...deps(), db: n % 2 ? other.db : backend.database.db }, body(n), shared),
      ),
    );
    expect(outcomes.filter(isBooked)).toHaveLength(4);
    expect(outcomes.filter((o) => o.ok && o.held)).toHaveLength(4);
    expect(await backend.database.db.select().from(tourBookings)).toHaveLength(4);
  });

  it("holds by the forms' rate thresholds, by phone as well as by address and e-mail", async () => {
    const hold = createHoldPolicy({
      thresholds: { perAddressPerMinute: 0, perAddressPerDay: 0, perEmailPerMinute: 1, perEmailPerDay: 0 },
      salt: "test",
    });
    const withHold = { ...deps(), hold };
    expect(isBooked(await bookTour(withHold, body(0, { phoneNum: "07700 900777" }), client()))).toBe(true);
    const second = await bookTour(withHold, body(1, { phoneNum: "+447700900777" }), client());
    expect(second).toMatchObject({ ok: true, held: true });
    if (!second.ok) throw new Error("refused");
    const [row] = await backend.database.db.select().from(submissions).where(eq(submissions.id, second.id));
    expect(row?.heldReason).toBe("phone-minute");
    expect(await backend.database.db.select().from(outbox).where(eq(outbox.submissionId, second.id))).toEqual(
      [],
    );
  });
});
