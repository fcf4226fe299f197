/**
 * The staff area's erasure requests (find, then erase one person's data): each needs a sign-in in the last
 * 15 minutes, and an address the erasure cannot take is answered as the form again, with why.
 */
import type { FastifyBaseLogger } from "fastify";
import type { ErasureAnswer, StaffLoadContext } from "#contracts/staff.ts";
import type { Db } from "#server/db/client.ts";
import { eraseSubject, findSubject, InvalidSubjectError } from "#server/privacy/subject.ts";

const STALE_SIGN_IN =
  "Erasure needs a recent sign-in: sign out, sign in again with a new link, then erase within 15 minutes.";

export interface ErasureRequester {
  recentlySignedIn(): Promise<boolean>;
  /** Who erases, for the record. */
  actor(): Promise<string>;
}

async function erasureAnswer(work: () => Promise<ErasureAnswer>): Promise<ErasureAnswer> {
  try {
    return await work();
  } catch (error) {
    // An address the erasure cannot take is the form again, with why; anything else is a real failure.
    if (error instanceof InvalidSubjectError) return { refused: error.message };
    throw error;
  }
}

export function erasureRequests(
  db: Db,
  dataDir: string,
  who: ErasureRequester,
  log: FastifyBaseLogger,
): Pick<StaffLoadContext, "findSubject" | "eraseSubject"> {
  return {
    findSubject: (email) =>
      erasureAnswer(async () => {
        if (!(await who.recentlySignedIn())) return { refused: STALE_SIGN_IN };
        const found = await findSubject(db, email, { dataDir });
        return {
          summary: {
            email: found.email,
            submissions: found.submissions.length,
            messages: found.outbox.length,
            files: found.files.length,
          },
        };
      }),

    eraseSubject: (email) =>
      erasureAnswer(async () => {
        if (!(await who.recentlySignedIn())) return { refused: STALE_SIGN_IN };
        const gone = await eraseSubject(db, email, { dataDir, actor: await who.actor() });
        log.info(
          { erased: { submissions: gone.submissionIds.length, messages: gone.outboxIds.length } },
          "staff: erasure",
        );
        return {
          summary: {
            email: gone.email,
            submissions: gone.submissionIds.length,
            messages: gone.outboxIds.length,
            files: gone.files.length,
          },
        };
      }),
  };
}
