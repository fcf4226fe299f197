/**
 * Open tours per person and per client address (issue 30.4): one person (one mailbox, or one phone number
 * however it is typed) holds at most `perPerson` open bookings, the next refused naming the field; one client
 * address makes at most `perAddress`, the next held for review. Decided in the booking's transaction, under
 * one lock, so bookings racing from any instance cannot slip past.
 */
import { and, eq, gt, or, type SQL, sql } from "drizzle-orm";
import type { FieldProblem } from "#contracts/api.ts";
import type { Db } from "#server/db/client.ts";
import { submissions, tourBookings } from "#server/db/schema.ts";
import { phoneKey } from "#server/security/rate-limit.ts";
import { mailboxDomains, mailboxKey } from "./mailbox.ts";

export interface OpenBookingLimits {
  /** Open bookings one mailbox or one phone number may hold; the next is refused. */
  perPerson: number;
  /** Open bookings from one client address past which the next is held for review. */
  perAddress: number;
}

/** The person already holds their open bookings: refused, naming the field that matched. */
export class PersonFull extends Error {
  constructor(readonly problem: FieldProblem) {
    super(problem.message);
  }
}

/** Any constant: one lock serialises the open-booking counts, so parallel bookings cannot slip past a limit. */
const OPEN_BOOKINGS_LOCK = 214_019;

/** Why a booking over the address's open bookings is held (shown to management beside the rate reasons). */
export const ADDRESS_OPEN_TOURS = "address-open-tours";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Every booking counts open bookings under this lock, so parallel ones from any instance queue here. */
export async function lockOpenBookings(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OPEN_BOOKINGS_LOCK})`);
}

/**
 * A person's refusal: the field that matched and what to do. Says nothing of the bookings themselves, which
 * are the holder's business.
 */
function personFull(field: "email" | "phoneNum", limit: number): FieldProblem {
  const what = field === "email" ? "this e-mail address" : "this phone number";
  return {
    field,
    message: `You already have ${limit} ${limit === 1 ? "tour" : "tours"} booked with ${what}. To book another, cancel one with the link in its confirmation e-mail, or call the gym.`,
  };
}

/** Addresses at the mailbox's domains: a superset of its spellings, which mailboxKey then sorts exactly. */
function atDomains(key: string): SQL[] {
  return mailboxDomains(key).map(
    (domain) => sql`right(lower(trim(${submissions.email})), ${domain.length + 1}) = ${`@${domain}`}`,
  );
}

/**
 * Under the lock: throws PersonFull when this mailbox or phone number already holds its open bookings;
 * returns ADDRESS_OPEN_TOURS when this client address has made its share of them (the booking is then held),
 * or null. Open: booked and not yet started. Only open bookings are read, so this stays small however long
 * the site runs.
 */
export async function overOpenLimits(
  tx: Tx,
  limits: OpenBookingLimits | undefined,
  person: { email: string; phoneNum: string },
  ipHash: string,
  now: Date,
): Promise<string | null> {
  if (!limits || (limits.perPerson <= 0 && limits.perAddress <= 0)) return null;
  const mailbox = mailboxKey(person.email);
  const phone = phoneKey(person.phoneNum);
  const open = await tx
    .select({ email: submissions.email, payload: submissions.payload, ipHash: submissions.ipHash })
    .from(tourBookings)
    .innerJoin(submissions, eq(submissions.id, tourBookings.submissionId))
    .where(
      and(
        eq(tourBookings.status, "booked"),
        gt(tourBookings.startsAt, now),
        or(
          ...atDomains(mailbox),
          sql`right(regexp_replace(${submissions.payload}->>'phoneNum', '[^0-9]', '', 'g'), 10) = ${phone}`,
          eq(submissions.ipHash, ipHash),
        ),
      ),
    );
  if (limits.perPerson > 0) {
    const byEmail = open.filter((b) => mailboxKey(b.email) === mailbox).length;
    if (byEmail >= limits.perPerson) throw new PersonFull(personFull("email", limits.perPerson));
    const byPhone = open.filter((b) => {
      const stored = (b.payload as Record<string, unknown>).phoneNum;
      return typeof stored === "string" && phoneKey(stored) === phone;
    }).length;
    if (byPhone >= limits.perPerson) throw new PersonFull(personFull("phoneNum", limits.perPerson));
  }
  if (limits.perAddress > 0 && open.filter((b) => b.ipHash === ipHash).length >= limits.perAddress)
    return ADDRESS_OPEN_TOURS;
  return null;
}
