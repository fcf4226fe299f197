/**
 * The route action of every page with a form: a native form post (no JavaScript, or a submit before
 * hydration) reaches it through React Router's request handler mounted in Fastify (decision 0006). It
 * builds the same SPEC §7 body the browser sends, with the same contracts schema, and hands it to the
 * submission service through the load context, the one path every submission takes.
 */
import { type ActionFunctionArgs, data, redirect } from "react-router";
import {
  attributionOfHeader,
  LANDING_FIELD,
  landingHeaderValue,
  withCampaignOfPost,
} from "#contracts/attribution.ts";
import { placesOf } from "#contracts/content/places.server.ts";
import { forms, isFormId } from "#contracts/forms/body.ts";
import { type FormAnswer, fieldsOf, formBody, placeProblems } from "#contracts/forms/check.ts";
import type { SubmitOutcome } from "#contracts/forms/load-context.ts";
import { FORM_ID_FIELD, type FormId } from "#contracts/forms/rules.ts";
import { HONEYPOT_FIELD } from "#contracts/rules.ts";

function answer(form: FormId, status: FormAnswer["status"], values: Record<string, string>, errors = {}) {
  const body: FormAnswer = { form, status, values, errors };
  // 400 for a refused form, 503 when it could not be stored: the page renders either way.
  return data(body, { status: status === "invalid" ? 400 : status === "failed" ? 503 : 200 });
}

export async function formAction({ request, context }: ActionFunctionArgs) {
  const posted = await request.formData();
  const raw: Record<string, string> = {};
  for (const [name, value] of posted) if (typeof value === "string") raw[name] = value;
  const id = raw[FORM_ID_FIELD];
  // A tour is booked only by its page's own action, which takes the slot (app/features/tours).
  if (!isFormId(id) || id === "tour") throw data("Unknown form", { status: 400 });
  // What the page shows again: the visitor's own values, never the honeypot's.
  const { [FORM_ID_FIELD]: _form, [HONEYPOT_FIELD]: _trap, [LANDING_FIELD]: carried, ...values } = raw;
  // The landing values the page's hidden field carried (decisions 0029, 0034) with the campaign of the
  // post's Referer, cut and cleaned as the header's are; a form shown again keeps them, so a corrected
  // form still carries its visit's source.
  const landing = withCampaignOfPost(attributionOfHeader(carried), request.headers.get("referer"));
  const kept = landing ? landingHeaderValue(landing) : undefined;
  if (kept) values[LANDING_FIELD] = kept;

  const places = await placesOf(context);
  const built = formBody(id, raw, places);
  if (!built.ok) return answer(id, "invalid", values, built.errors);

  const submit = context.forms?.submit;
  let outcome: SubmitOutcome;
  try {
    if (!submit) throw new Error("no submission service in the load context");
    outcome = await submit(forms[id].kind, built.body, kept);
  } catch {
    // The server's adapter has logged the cause; the visitor keeps every value and sees deviation 2's notice.
    return answer(id, "failed", values);
  }
  if (!outcome.ok) {
    const placed = placeProblems(id, outcome.problems, fieldsOf(id));
    return answer(id, placed.unplaced.length ? "failed" : "invalid", values, placed.errors);
  }
  if (forms[id].kind === "lead") {
    // SPEC §4: a lead moves on to the chosen gym's sign-up route.
    const gymName = (built.body as { gymName?: string }).gymName ?? "";
    const chosen = places.find((place) => place.formName === gymName);
    return redirect(chosen ? `/${chosen.slug}-signup` : "/", 303);
  }
  return answer(id, "sent", {});
}
