/**
 * The one path every form submission takes, whichever door it came in by (the JSON API of SPEC §7 or a
 * native HTML form post): validate with the contracts schema, honeypot, then one transaction for the
 * submission and its outbox messages. Route handlers only translate the outcome into their answer.
 */
import type { z } from "zod";
import type { FieldProblem } from "#contracts/api.ts";
import { attributionOfHeader } from "#contracts/attribution.ts";
import { HONEYPOT_FIELD } from "#contracts/fields.ts";
import {
  enquiryPayload,
  interestPayload,
  investorPayload,
  leadPayload,
  placeProblem,
  type SubmissionKind,
  tourPayload,
} from "#contracts/payloads.ts";
import { toProblems } from "#server/api/problems.ts";
import type { Db } from "#server/db/client.ts";
import { isDatabaseUnavailable, withDatabaseTimeout } from "#server/db/errors.ts";
import type { MessageOptions } from "#server/outbox/messages.ts";
import { siteBudgetNotice } from "#server/outbox/sms-caps.ts";
import type { HoldPolicy } from "#server/security/rate-limit.ts";
import type { Spool } from "#server/spool/spool.ts";
import { sourceOf } from "./attribution";
import type { ClientInfo } from "./client";
import { prepareSubmission, storePrepared, type WriteResult } from "./store";

interface SubmissionForm<Schema extends z.ZodType> {
  kind: SubmissionKind;
  schema: Schema;
  gymOf?: (payload: z.infer<Schema>) => string | null;
}

function form<Schema extends z.ZodType>(definition: SubmissionForm<Schema>): SubmissionForm<z.ZodType> {
  return definition as SubmissionForm<z.ZodType>;
}

/** Each kind of submission: its schema and, where it names one, the gym it is for. */
export const submissionForms = {
  lead: form({ kind: "lead", schema: leadPayload, gymOf: (payload) => payload.gymName }),
  enquiry: form({ kind: "enquiry", schema: enquiryPayload, gymOf: (payload) => payload.gym }),
  investor: form({ kind: "investor", schema: investorPayload }),
  interest: form({ kind: "interest", schema: interestPayload }),
  // Stored by the tour booking service (server/tours), which also takes the slot; kept here for its schema.
  tour: form({ kind: "tour", schema: tourPayload, gymOf: (payload) => payload.gym }),
} satisfies Record<SubmissionKind, SubmissionForm<z.ZodType>>;

export type SubmissionOutcome =
  /** held: over a rate threshold, stored for review and mailed to no one (the answer is the same 201). */
  /** spooled: the database could not take it; kept on this instance's disk until it can. */
  | { ok: true; id: string; spam: boolean; held: boolean; spooled?: boolean }
  | { ok: false; problems: FieldProblem[] };

export interface SubmissionService {
  /** Validates `body` (the JSON payload of SPEC §7, honeypot included) and stores it with its messages. */
  submit(kind: SubmissionKind, body: unknown, client: ClientInfo): Promise<SubmissionOutcome>;
}

export interface SubmissionServiceDeps {
  db: Db;
  messages: MessageOptions;
  /** Called after the commit of a real (non-spam) submission: wakes the outbox worker. */
  stored: () => void;
  log: { info(object: object, message: string): void; warn?(object: object, message: string): void };
  /** Rate thresholds over which a submission is held for review instead of mailed; none: never held. */
  hold?: HoldPolicy;
  /** Where a valid submission goes when the database cannot take it (PostgreSQL); none: answered 503. */
  spool?: Spool | null;
  /** With a spool: a write not committed after this long is spooled instead (SPOOL_WRITE_TIMEOUT_MS). */
  writeTimeoutMs?: number;
}

export function createSubmissionService(deps: SubmissionServiceDeps): SubmissionService {
  const budgetNotice = siteBudgetNotice(deps.log);
  return {
    // The page's landing values ride in a header (LANDING_HEADER), beside a body that is SPEC §7's alone.
    async submit(kind, body, { landing, ...client }) {
      // A tour must take its slot: only server/tours/book.ts stores one.
      if (kind === "tour")
        return { ok: false, problems: [{ field: "(body)", message: "Tours are booked on the tour page" }] };
      const definition = submissionForms[kind];
      const parsed = definition.schema.safeParse(body);
      if (!parsed.success) return { ok: false, problems: toProblems(parsed.error) };
      const data = parsed.data as Record<string, unknown>;
      const wrongPlace = placeProblem(kind, data, deps.messages.places());
      if (wrongPlace) return { ok: false, problems: [wrongPlace] };
      const { [HONEYPOT_FIELD]: honeypot, ...payload } = data;
      const spam = typeof honeypot === "string" && honeypot.trim() !== "";
      const email = String(payload.email);
      const heldFor = !spam && deps.hold ? await deps.hold.check({ ipHash: client.ipHash, email }) : null;
      const held = heldFor !== null;
      const submission = await prepareSubmission(
        {
          kind,
          payload,
          email,
          gym: definition.gymOf ? definition.gymOf(parsed.data) : null,
          spam,
          held,
          heldReason: heldFor,
          client,
          source: sourceOf(attributionOfHeader(landing), client.referer, payload),
        },
        deps.messages,
      );
      const { id } = submission;
      let written: WriteResult;
      try {
        const write = storePrepared(deps.db, submission, deps.messages);
        written = await (deps.spool ? withDatabaseTimeout(write, deps.writeTimeoutMs ?? 5000) : write);
      } catch (error) {
        if (!deps.spool || !isDatabaseUnavailable(error)) throw error;
        try {
          // A write still under way may commit as well: the replay then finds the id and stores nothing.
          await deps.spool.keep(submission);
        } catch (refused) {
          deps.log.info({ submissionId: id, reason: String(refused) }, "spool refused the submission");
          throw error;
        }
        return { ok: true, id, spam, held, spooled: true };
      }
      budgetNotice(written.smsWithheld);
      if (spam) deps.log.info({ submissionId: id }, "honeypot filled: stored as spam");
      else if (held)
        deps.log.info({ submissionId: id, threshold: heldFor }, "over a rate threshold: held for review");
      else deps.stored();
      return { ok: true, id, spam, held };
    },
  };
}
