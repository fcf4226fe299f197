import { type ChangeEvent, type FormEvent, useContext, useRef, useState } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import { useGyms } from "#app/lib/use-gyms.ts";
import type { FieldProblem } from "#contracts/api.ts";
import { LANDING_FIELD } from "#contracts/attribution.ts";
import {
  checkForm,
  type FieldErrors,
  type FormAnswer,
  fieldsOf,
  formBody,
  isFormAnswer,
  placeProblems,
} from "#contracts/forms/check.ts";
import { FORM_ID_FIELD, type FormId } from "#contracts/forms/rules.ts";

/** SPEC §4: a form is being edited, is being sent (spinner), or has been sent (thank-you or hand-over). */
export type SubmissionPhase = "editing" | "submitting" | "submitted";

/**
 * When errors are recomputed between submits (SPEC §5): the discount and free-session forms re-validate on
 * change, the join form clears a field's error when it is edited, the others wait for the next submit.
 */
export type Revalidate = "change" | "clear" | "submit";

/** How a send went, as the form needs to know it. */
export type SendOutcome =
  | { kind: "sent" }
  | { kind: "failed" }
  /** The server refused named fields (it is stricter than SPEC §5's browser checks). */
  | { kind: "invalid"; problems: FieldProblem[] };

interface UseFormOptions {
  revalidate: Revalidate;
  /** Sends the SPEC §7 body (the JSON call) and says how it went. */
  send: (body: object) => Promise<SendOutcome>;
}

/**
 * The answer of a route action to this form's native post (no JavaScript, or a submit before hydration).
 * Read from the data router's state rather than useActionData so that a form also renders outside a data
 * router (component tests); the UNSAFE_ context is React Router's public, if unstable, export of it.
 */
function useServerAnswer(id: FormId): FormAnswer | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const answers = state?.actionData ? Object.values(state.actionData) : [];
  return answers.find((answer): answer is FormAnswer => isFormAnswer(answer) && answer.form === id);
}

/** Every control's current value, as the browser would post it (a disabled placeholder posts nothing). */
export function readForm(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

/**
 * The one form mechanism of the site. Fields are uncontrolled: the prerendered HTML is a complete form
 * (method="post", the action the server handles, the browser's own checks off) that works before hydration and
 * without JavaScript, and text typed before hydration stays in the DOM, which is what this hook reads on
 * submit. Once hydrated, it intercepts the submit, validates with the form's contracts schema and sends the
 * JSON call; a server answer to a native post (errors, failure, thank-you) is its starting state.
 */
export function useForm(id: FormId, { revalidate, send }: UseFormOptions) {
  const answer = useServerAnswer(id);
  const [useAnswer, setUseAnswer] = useState(true);
  const served = useAnswer ? answer : undefined;
  const [phase, setPhase] = useState<SubmissionPhase>(served?.status === "sent" ? "submitted" : "editing");
  const [failed, setFailed] = useState(served?.status === "failed");
  const [errors, setErrors] = useState<FieldErrors>(served?.errors ?? {});
  const [submitted, setSubmitted] = useState(served?.status === "invalid");
  // A new key after the thank-you's reset gives empty, fresh uncontrolled fields.
  const [generation, setGeneration] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // The places a gym choice may name: the root loader's, as the page was rendered from content.
  const places = useGyms();

  const focusFirst = (invalid: FieldErrors) => {
    const controls = Array.from(formRef.current?.elements ?? []) as HTMLInputElement[];
    controls.find((control) => control.name in invalid)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const built = formBody(id, readForm(form), places);
    if (!built.ok) {
      setErrors(built.errors);
      focusFirst(built.errors);
      return;
    }
    setErrors({});
    setFailed(false);
    setPhase("submitting");
    const outcome = await send(built.body);
    if (outcome.kind === "sent") {
      setPhase("submitted");
      return;
    }
    setPhase("editing");
    if (outcome.kind === "invalid") {
      const placed = placeProblems(id, outcome.problems, fieldsOf(id));
      setErrors(placed.errors);
      setFailed(placed.unplaced.length > 0 || Object.keys(placed.errors).length === 0);
      return;
    }
    setFailed(true);
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: string }).name;
    if (!submitted || !name) return;
    if (revalidate === "change") {
      const check = checkForm(id, readForm(event.currentTarget), places);
      setErrors(check.ok ? {} : check.errors);
    } else if (revalidate === "clear" && name in errors) {
      const { [name]: _cleared, ...rest } = errors;
      setErrors(rest);
    }
  };

  /** Back to an empty form after the thank-you. */
  const again = () => {
    setUseAnswer(false);
    setErrors({});
    setFailed(false);
    setSubmitted(false);
    setGeneration((value) => value + 1);
    setPhase("editing");
  };

  /** The value a field starts with: what was posted, when the server answered a native post. */
  const initial = (name: string): string =>
    (served && served.status !== "sent" ? served.values[name] : "") ?? "";

  return {
    phase,
    failed,
    errors,
    again,
    initial,
    /** Spread on the <form>: a real form the server handles, enhanced once hydrated. */
    /** The <form>'s key: a new one after the reset gives fresh, empty uncontrolled fields. */
    formKey: generation,
    formProps: {
      ref: formRef,
      method: "post",
      // The browser's own checks are off in every state: before hydration and without JavaScript an empty or
      // invalid form is posted and the server answers with SPEC §5's messages beside the fields (issue 36).
      noValidate: true,
      onSubmit,
      onChange,
    } as const,
    /** The hidden input naming this form in a native post. */
    formIdField: { type: "hidden", name: FORM_ID_FIELD, value: id } as const,
    /**
     * The hidden input that carries the visit's landing values to a native post (decision 0029). Empty in
     * the shared, cached page; the server fills it in the copy it sends a visitor who arrived from another
     * site or by a campaign link, so the browser's value differs from this render's on purpose. A form the
     * server answered keeps what was posted. The JSON call never sends it (formBody takes the rules' fields).
     */
    landingField: {
      type: "hidden",
      name: LANDING_FIELD,
      defaultValue: initial(LANDING_FIELD),
      suppressHydrationWarning: true,
    } as const,
  };
}
