/**
 * Booking a tour (issue 19): one transaction stores the visitor's "tour" submission, takes a place in the
 * slot and writes the messages (confirmation with its invite, staff notification, text, the reminder due
 * 24 hours before, webhooks) to the outbox. Capacity is enforced by the database: the booking locks the
 * slot's row (SELECT ... FOR UPDATE) before counting its bookings, so concurrent bookings of one slot, from
 * any number of instances, queue on that row and exactly `capacity` of them get in. The capacity, the closed
 * dates and the gym's hours are content (content/tours.yaml, content/gyms), read from the snapshot of the
 * request: an edit applies to the next booking.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { and, asc, count, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { FieldProblem } from "#contracts/api.ts";
import { placesFrom } from "#contracts/content/places.server.ts";
import { tourSettingsFrom, tourSlotsFrom } from "#contracts/content/tours.server.ts";
import { placeProblem, type TourPayload, tourPayload } from "#contracts/payloads.ts";
import { HONEYPOT_FIELD } from "#contracts/rules.ts";
import type { StaffTour } from "#contracts/staff.ts";
import { nearestSlots, TOUR_TIME_ZONE, type TourSlot } from "#contracts/tours.ts";
import { toProblems } from "#server/api/problems.ts";
import type { ContentSnapshot, ContentStore } from "#server/content/store.ts";
import type { Db } from "#server/db/client.ts";
import { outbox, submissions, type TourBookingRow, tourBookings, tourSlots } from "#server/db/schema.ts";
import type { MessageOptions } from "#server/outbox/messages.ts";
import { messagesWithinSmsCaps } from "#server/outbox/sms-caps.ts";
import type { HoldPolicy } from "#server/security/rate-limit.ts";
import type { ClientInfo } from "#server/submissions/client.ts";
import { tourEventMessages } from "#server/webhooks/payload.ts";
import { REMINDER_PURPOSES, tourCancelledMessages, tourMessages } from "./messages";
import { lockOpenBookings, type OpenBookingLimits, overOpenLimits, PersonFull } from "./open-limits.ts";

export { ADDRESS_OPEN_TOURS, type OpenBookingLimits } from "./open-limits.ts";

/** Statuses that hold a place in the slot. */
const HOLDING = ["booked", "attended", "no-show"] as const;

export type BookingOutcome =
  /** held: over a hold threshold or the address's open bookings; stored for review, no place, no mail. */
  | { ok: true; id: string; bookingId: string | null; spam: boolean; held: boolean; slot: TourSlot | null }
  | { ok: false; problems: FieldProblem[] }
  /** The slot filled up meanwhile: the nearest free ones, for the visitor to pick from. */
  | { ok: false; taken: true; alternatives: TourSlot[] };

export interface TourBookingDeps {
  db: Db;
  messages: MessageOptions;
  /** After the commit of a real booking: wakes the outbox worker. */
  stored?: () => void;
  now?: () => Date;
  /** CONTENT_DIR's store: the slots, their capacity and the closed dates. */
  content: Pick<ContentStore, "snapshot">;
  /** The other forms' rate thresholds (by address, e-mail and phone); none: never held by rate. */
  hold?: HoldPolicy;
  /** TOUR_OPEN_PER_PERSON and TOUR_OPEN_PER_ADDRESS (0: no limit); none: no limits. */
  openLimits?: OpenBookingLimits;
}

class SlotTaken extends Error {}

export function cancelTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Places taken per slot start (ISO) for one gym between two instants. */
export async function takenPlaces(db: Db, gym: string, from: Date, to: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ startsAt: tourBookings.startsAt, n: count() })
    .from(tourBookings)
    .where(
      and(
        eq(tourBookings.gym, gym),
        gte(tourBookings.startsAt, from),
        lte(tourBookings.startsAt, to),
        inArray(tourBookings.status, [...HOLDING]),
      ),
    )
    .groupBy(tourBookings.startsAt);
  return new Map(rows.map((r) => [r.startsAt.toISOString(), r.n]));
}

/**
 * A gym's slots from now with how many places are left in each, by the content's capacity now. A slot
 * already holding more than a lowered capacity keeps its bookings (nobody is removed): it shows full and
 * takes no new booking until cancellations bring it below the new capacity.
 */
export async function slotsWithPlaces(
  db: Db,
  content: ContentSnapshot,
  gym: string,
  now: Date,
): Promise<(TourSlot & { left: number })[]> {
  const slots = tourSlotsFrom(content, gym, now);
  const { capacity } = tourSettingsFrom(content);
  const first = slots[0];
  const last = slots.at(-1);
  if (!first || !last) return [];
  const taken = await takenPlaces(db, gym, new Date(first.start), new Date(last.start));
  return slots.map((slot) => ({ ...slot, left: Math.max(0, capacity - (taken.get(slot.start) ?? 0)) }));
}

export async function bookTour(
  deps: TourBookingDeps,
  body: unknown,
  client: ClientInfo,
): Promise<BookingOutcome> {
  const now = deps.now?.() ?? new Date();
  // One snapshot for the whole booking: the slot offered and the capacity checked are from the same content.
  const content = deps.content.snapshot();
  const { capacity, alternatives } = tourSettingsFrom(content);
  const parsed = tourPayload.safeParse(body);
  if (!parsed.success) return { ok: false, problems: toProblems(parsed.error) };
  const wrongPlace = placeProblem("tour", parsed.data, placesFrom(content));
  if (wrongPlace) return { ok: false, problems: [wrongPlace] };
  const { [HONEYPOT_FIELD]: honeypot, ...payload } = parsed.data;
  const start = new Date(payload.slot).toISOString();
  const slot = tourSlotsFrom(content, payload.gym, now).find((s) => s.start === start);
  if (!slot) return { ok: false, problems: [{ field: "slot", message: "Please choose a time" }] };
  const normalised: Omit<TourPayload, typeof HONEYPOT_FIELD> = { ...payload, slot: start };
  const id = randomUUID();
  const row = {
    id,
    kind: "tour" as const,
    payload: normalised,
    email: normalised.email,
    gym: normalised.gym,
    referer: client.referer,
    ipHash: client.ipHash,
    userAgent: client.userAgent,
    createdAt: now,
  };
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // Kept for review like every form's spam; takes no place and notifies no one.
    await deps.db.insert(submissions).values({ ...row, spam: true });
    return { ok: true, id, bookingId: null, spam: true, held: false, slot: null };
  }
  // Counted like every form's post (in Redis with REDIS_URL), before anything is stored.
  const overRate = deps.hold
    ? await deps.hold.check({ ipHash: client.ipHash, email: normalised.email, phone: normalised.phoneNum })
    : null;
  const bookingId = randomUUID();
  const token = randomBytes(32).toString("base64url");
  const forMail = {
    id,
    bookingId,
    payload: normalised,
    slot,
    cancelToken: token,
    receivedAt: now,
    referer: client.referer,
  };
  // Rendered before the transaction (rendering is async and needs nothing from the database).
  const messages = await tourMessages(forMail, deps.messages);
  // The confirmation text and the reminder text go together or not at all (the caps count both).
  const text = messages.find((m) => m.channel === "sms");
  const withoutText = text ? messages.filter((m) => m.channel !== "sms") : messages;
  let heldFor: string | null = null;
  try {
    heldFor = await deps.db.transaction(async (tx) => {
      await lockOpenBookings(tx);
      // The slot's row exists once anyone has booked it; then every booking of it takes its lock first.
      await tx
        .insert(tourSlots)
        .values({ gym: normalised.gym, startsAt: new Date(start) })
        .onConflictDoNothing();
      await tx
        .select({ gym: tourSlots.gym })
        .from(tourSlots)
        .where(and(eq(tourSlots.gym, normalised.gym), eq(tourSlots.startsAt, new Date(start))))
        .for("update");
      const [taken] = await tx
        .select({ n: count() })
        .from(tourBookings)
        .where(
          and(
            eq(tourBookings.gym, normalised.gym),
            eq(tourBookings.startsAt, new Date(start)),
            inArray(tourBookings.status, [...HOLDING]),
          ),
        );
      if ((taken?.n ?? 0) >= capacity) throw new SlotTaken();
      const over = await overOpenLimits(tx, deps.openLimits, normalised, client.ipHash, now);
      const held = overRate ?? over;
      await tx.insert(submissions).values({ ...row, held: held !== null, heldReason: held });
      // Held: stored for management to review (/staff/held), takes no place, and nobody is mailed.
      if (held !== null) return held;
      await tx.insert(tourBookings).values({
        id: bookingId,
        submissionId: id,
        gym: normalised.gym,
        startsAt: new Date(slot.start),
        endsAt: new Date(slot.end),
        cancelTokenHash: cancelTokenHash(token),
      });
      // Past a text cap the e-mails (always sent; the confirmation carries the invite) are all there is.
      const written = await messagesWithinSmsCaps(
        tx,
        { messages, smsRecipient: text?.recipient ?? null, messagesWithoutSms: withoutText },
        deps.messages,
      );
      await tx.insert(outbox).values(written.messages.map((m) => ({ ...m, submissionId: id })));
      return null;
    });
  } catch (error) {
    if (error instanceof PersonFull) return { ok: false, problems: [error.problem] };
    if (!(error instanceof SlotTaken)) throw error;
    const free = (await slotsWithPlaces(deps.db, content, normalised.gym, now)).filter((s) => s.left > 0);
    return { ok: false, taken: true, alternatives: nearestSlots(free, start, alternatives) };
  }
  // The time asked for, not booked: the page says so.
  if (heldFor !== null) return { ok: true, id, bookingId: null, spam: false, held: true, slot };
  deps.stored?.();
  return { ok: true, id, bookingId, spam: false, held: false, slot };
}

export type CancelOutcome =
  | { ok: true; gym: string; slot: string; submissionId: string }
  /** Unknown, already used, or for a tour that has started: nothing changed. */
  | { ok: false };

/**
 * Cancels the booking a cancel link's token belongs to: once (the token's hash is cleared), only before
 * the tour starts. Frees the place, withdraws the pending reminder, and tells the gym (outbox).
 */
export async function cancelTour(
  deps: Pick<TourBookingDeps, "db" | "messages" | "stored" | "now">,
  token: string,
): Promise<CancelOutcome> {
  const now = deps.now?.() ?? new Date();
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { ok: false };
  const outcome = await deps.db.transaction(async (tx) => {
    const [booking] = await tx
      .update(tourBookings)
      .set({ status: "cancelled", cancelledAt: now, cancelTokenHash: null })
      .where(
        and(
          eq(tourBookings.cancelTokenHash, cancelTokenHash(token)),
          eq(tourBookings.status, "booked"),
          sql`${tourBookings.startsAt} > ${now.toISOString()}`,
        ),
      )
      .returning();
    if (!booking) return null;
    // The reminders must not go out for a tour that is off. One already being sent is left to finish.
    await tx
      .update(outbox)
      .set({ status: "dead", lastError: "tour cancelled" })
      .where(
        and(
          eq(outbox.submissionId, booking.submissionId),
          inArray(outbox.purpose, [...REMINDER_PURPOSES]),
          eq(outbox.status, "pending"),
        ),
      );
    const [submission] = await tx.select().from(submissions).where(eq(submissions.id, booking.submissionId));
    if (submission) {
      const messages = await tourCancelledMessages(
        {
          id: submission.id,
          payload: submission.payload as Record<string, unknown>,
          slot: booking.startsAt.toISOString(),
          end: booking.endsAt.toISOString(),
          gym: booking.gym,
          bookingId: booking.id,
        },
        deps.messages,
      );
      const hooks = tourEventMessages(
        {
          ...tourEventOf(booking, submission.email),
          status: "cancelled",
          at: now,
          markedBy: null,
        },
        deps.messages.webhookUrls ?? [],
      );
      const written = [...messages, ...hooks];
      if (written.length > 0)
        await tx.insert(outbox).values(written.map((m) => ({ ...m, submissionId: submission.id })));
    }
    return {
      ok: true as const,
      gym: booking.gym,
      slot: booking.startsAt.toISOString(),
      submissionId: booking.submissionId,
    };
  });
  if (!outcome) return { ok: false };
  deps.stored?.();
  return outcome;
}

/** Staff: tours from the start of today (London) on, soonest first, for these gyms (null: all). */
export async function staffTours(db: Db, gyms: readonly string[] | null): Promise<StaffTour[]> {
  const today = new TZDate(new Date(), TOUR_TIME_ZONE);
  const midnight = new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), TOUR_TIME_ZONE);
  const rows = await db
    .select({ booking: tourBookings, payload: submissions.payload, email: submissions.email })
    .from(tourBookings)
    .innerJoin(submissions, eq(submissions.id, tourBookings.submissionId))
    .where(
      and(
        gte(tourBookings.startsAt, new Date(midnight.getTime())),
        gyms ? inArray(tourBookings.gym, [...gyms]) : undefined,
      ),
    )
    .orderBy(asc(tourBookings.startsAt))
    .limit(500);
  return rows.map(({ booking, payload, email }) => {
    const p = payload as Record<string, unknown>;
    return {
      id: booking.id,
      submissionId: booking.submissionId,
      gym: booking.gym,
      startsAt: booking.startsAt.toISOString(),
      status: booking.status,
      name: `${String(p.firstName ?? "")} ${String(p.lastName ?? "")}`.trim(),
      email,
      phone: String(p.phoneNum ?? ""),
    };
  });
}

/**
 * Staff: attended or no-show, for a booking that is not cancelled. Resolves false when nothing matched. A
 * change of status sends the webhooks (tour.attended / tour.no_show) in the same transaction; marking again
 * what it already is changes nothing and sends nothing.
 */
export async function markTour(
  db: Db,
  bookingId: string,
  outcome: "attended" | "no-show",
  actor: string,
  gyms: readonly string[] | null,
  webhookUrls: readonly string[] = [],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ booking: tourBookings, email: submissions.email })
      .from(tourBookings)
      .innerJoin(submissions, eq(submissions.id, tourBookings.submissionId))
      .where(
        and(
          eq(tourBookings.id, bookingId),
          ne(tourBookings.status, "cancelled"),
          gyms ? inArray(tourBookings.gym, [...gyms]) : undefined,
        ),
      )
      .for("update", { of: tourBookings });
    if (!current) return false;
    if (current.booking.status === outcome) return true;
    const at = new Date();
    await tx
      .update(tourBookings)
      .set({ status: outcome, markedBy: actor, markedAt: at })
      .where(eq(tourBookings.id, bookingId));
    const hooks = tourEventMessages(
      { ...tourEventOf(current.booking, current.email), status: outcome, at, markedBy: actor },
      webhookUrls,
    );
    if (hooks.length > 0)
      await tx
        .insert(outbox)
        .values(hooks.map((m) => ({ ...m, submissionId: current.booking.submissionId })));
    return true;
  });
}

/** The parts of a tour event that come from the booking itself. */
function tourEventOf(booking: TourBookingRow, email: string) {
  return {
    submissionId: booking.submissionId,
    bookingId: booking.id,
    gym: booking.gym,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    email,
  };
}
