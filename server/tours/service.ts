/** The tour booking service as the app's load context sees it (contracts/tours-load-context.ts). */
import { and, eq, gt, inArray } from "drizzle-orm";
import type { ToursLoadContext } from "#contracts/tours-load-context.ts";
import type { ContentStore } from "#server/content/store.ts";
import type { Db } from "#server/db/client.ts";
import { outbox, tourBookings } from "#server/db/schema.ts";
import type { MessageOptions } from "#server/outbox/messages.ts";
import { deleteEmlFiles, emlFilesFor } from "#server/privacy/eml.ts";
import type { HoldPolicy } from "#server/security/rate-limit.ts";
import type { ClientInfo } from "#server/submissions/client.ts";
import { bookTour, cancelTokenHash, cancelTour, type OpenBookingLimits, slotsWithPlaces } from "./book";
import { CANCEL_LINK_PURPOSES } from "./messages";

export interface ToursServiceDeps {
  db: Db;
  messages: MessageOptions;
  stored: () => void;
  /** CONTENT_DIR's store: gym hours, tour capacity and closed dates, read at each request. */
  content: Pick<ContentStore, "snapshot">;
  /** The forms' hold thresholds, shared with them (one address's leads and tours count together). */
  hold?: HoldPolicy;
  openLimits?: OpenBookingLimits;
  /** DATA_DIR: where the file mailer keeps its .eml copies; none: nothing to forget. */
  dataDir?: string;
}

/**
 * Once a cancel link is used, the .eml copies of the mails that carried it (the file mailer's deliveries,
 * when there is no SMTP_URL) go, as a used sign-in link's do: a link is a credential and is not kept on disk.
 */
async function forgetCancelLinkMails(db: Db, dataDir: string, submissionId: string): Promise<void> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.submissionId, submissionId), inArray(outbox.purpose, [...CANCEL_LINK_PURPOSES])));
  await deleteEmlFiles(
    await emlFilesFor(
      dataDir,
      rows.map((r) => r.id),
    ),
  );
}

export type ToursService = (client: ClientInfo) => ToursLoadContext;

export function createToursService(deps: ToursServiceDeps): ToursService {
  return (client) => ({
    slots: (gym) => slotsWithPlaces(deps.db, deps.content.snapshot(), gym, new Date()),
    async book(body) {
      const outcome = await bookTour(deps, body, client);
      if (outcome.ok) return { ok: true, id: outcome.id, slot: outcome.slot, held: outcome.held };
      return outcome;
    },
    async cancellable(token) {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
      const [row] = await deps.db
        .select({ gym: tourBookings.gym, startsAt: tourBookings.startsAt })
        .from(tourBookings)
        .where(
          and(
            eq(tourBookings.cancelTokenHash, cancelTokenHash(token)),
            eq(tourBookings.status, "booked"),
            gt(tourBookings.startsAt, new Date()),
          ),
        );
      return row ? { gym: row.gym, slot: row.startsAt.toISOString() } : null;
    },
    async cancel(token) {
      const outcome = await cancelTour(deps, token);
      if (outcome.ok && deps.dataDir)
        await forgetCancelLinkMails(deps.db, deps.dataDir, outcome.submissionId);
      return outcome.ok;
    },
  });
}
