/** What the tour pages' loaders and actions call (server/tours/service.ts provides it in the load context). */
import type { FieldProblem } from "#contracts/api.ts";
import type { TourSlot } from "#contracts/tours.ts";

export interface SlotWithPlaces extends TourSlot {
  /** Places left; 0: full. */
  left: number;
}

export type TourBookOutcome =
  /** held: stored for review, not booked (no place taken, nothing mailed): the visitor is told so. */
  | { ok: true; id: string; slot: TourSlot | null; held: boolean }
  | { ok: false; problems: FieldProblem[] }
  | { ok: false; taken: true; alternatives: TourSlot[] };

export interface ToursLoadContext {
  /** A gym's slots from now, with the places left in each. */
  slots(gym: string): Promise<SlotWithPlaces[]>;
  /** Books a tour for this request's client (the body of contracts/payloads.ts's tourPayload). */
  book(body: unknown): Promise<TourBookOutcome>;
  /** The booking a cancel link names, while it can still be cancelled; null otherwise. Nothing personal. */
  cancellable(token: string): Promise<{ gym: string; slot: string } | null>;
  /** Cancels it (once); false when the link is unknown, used, or the tour has begun. */
  cancel(token: string): Promise<boolean>;
}
