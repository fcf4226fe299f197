/** Checks a form's raw values with its rules, and places the server's field problems back on the form. */
import type { FieldProblem } from "#contracts/api.ts";
import { forms, isFormId } from "#contracts/forms/body.ts";
import {
  type FieldRule,
  type FormId,
  type FormPlaces,
  type FormValues,
  problemOf,
} from "#contracts/forms/rules.ts";
import { HONEYPOT_FIELD } from "#contracts/rules.ts";

/** A field's message, by field name; only the first problem of each field is shown. */
export type FieldErrors = Record<string, string>;

export type FormCheck<Id extends FormId> =
  | { ok: true; values: FormValues<Id> }
  | { ok: false; errors: FieldErrors };

/** Checks a form's raw values (every control's string, as FormData gives them) with SPEC §5's rules. */
export function checkForm<Id extends FormId>(
  id: Id,
  raw: Record<string, unknown>,
  places: FormPlaces,
): FormCheck<Id> {
  const values: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(forms[id].rules as Record<string, FieldRule>)) {
    // A control that posts nothing (a disabled placeholder) or something other than text is empty.
    const given = raw[field];
    const value = typeof given === "string" ? given.trim() : "";
    const problem = problemOf(rule, value, places);
    if (problem) errors[field] = problem;
    values[field] = value;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const trap = raw[HONEYPOT_FIELD];
  if (typeof trap === "string") values[HONEYPOT_FIELD] = trap;
  return { ok: true, values: values as FormValues<Id> };
}

/** Validates and builds the SPEC §7 body; the one builder the browser and the server's actions use. */
export function formBody(
  id: FormId,
  raw: Record<string, unknown>,
  places: FormPlaces,
): { ok: true; body: object } | { ok: false; errors: FieldErrors } {
  const check = checkForm(id, raw, places);
  if (!check.ok) return check;
  // Each definition's body takes its own form's values; the union of definitions needs the cast.
  const body = (forms[id].body as (values: unknown) => object)(check.values);
  return { ok: true, body };
}

/**
 * The server's field problems (payload names, e.g. phoneNum) as this form's field errors. Problems that
 * name no field of the form come back in `unplaced`, for the form-level failure notice.
 */
export function placeProblems(
  id: FormId,
  problems: readonly FieldProblem[],
  fieldNames: readonly string[],
): { errors: FieldErrors; unplaced: FieldProblem[] } {
  const errors: FieldErrors = {};
  const unplaced: FieldProblem[] = [];
  const fieldOf = forms[id].fieldOf as Record<string, string>;
  for (const problem of problems) {
    const name = fieldOf[problem.field] ?? problem.field;
    if (fieldNames.includes(name)) errors[name] ??= problem.message;
    else unplaced.push(problem);
  }
  return { errors, unplaced };
}

/** The fields of a form, in its rules' order (honeypot excluded). */
export function fieldsOf(id: FormId): string[] {
  return Object.keys(forms[id].rules);
}

/**
 * What a route action answers a native form post with when it does not redirect: the form's values as
 * posted (so nothing typed is lost), and either its field errors, a failure, or its thank-you.
 */
export interface FormAnswer {
  form: FormId;
  status: "invalid" | "failed" | "sent";
  values: Record<string, string>;
  errors: FieldErrors;
}

export function isFormAnswer(value: unknown): value is FormAnswer {
  return (
    typeof value === "object" &&
    value !== null &&
    isFormId((value as { form?: unknown }).form) &&
    typeof (value as { status?: unknown }).status === "string"
  );
}
