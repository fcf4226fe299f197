import { data } from "react-router";
import { Field, inputClass, primaryButtonClass } from "#app/features/staff/controls.tsx";
import { formFields, returnCookie, staffContext } from "#app/features/staff/guard.server.ts";
import { PasskeyForm } from "#app/features/staff/passkeys/PasskeyForm.tsx";
import { StaffMessage, StaffShell } from "#app/features/staff/StaffShell.tsx";
import { returnPathOf, staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/sign-in";

const EMPTY = "E-mail address is required";

/** Sent here from a lead's page (the notification's links): the link's press returns there. */
export function loader({ request }: Route.LoaderArgs) {
  const back = returnPathOf(new URL(request.url).searchParams.get("return"));
  if (!back) return data(null);
  return data(null, { headers: { "set-cookie": returnCookie(back) } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * Every address gets the same answer, so the page never tells who may sign in. An empty one is the form again
 * with the message beside the field (the browser's own checks are off, so the page's words show, not its
 * bubble); nothing is sent or counted for it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formFields(request);
  const email = (form.email ?? "").trim();
  if (!email) return data({ sent: false, problem: EMPTY }, { status: 400 });
  await staffContext(context).requestLink(email);
  return { sent: true, problem: null };
}

export default function SignInRoute({ actionData }: Route.ComponentProps) {
  const problem = actionData?.problem ?? null;
  if (actionData?.sent)
    return (
      <StaffMessage
        title="Check your inbox"
        message="If that address may sign in, a link is on its way to it. The link works once, for 15 minutes."
        back={{ href: staffUrls.signIn, label: "Ask for another link" }}
      />
    );
  return (
    <StaffShell title="Sign in">
      <form method="post" action={staffUrls.signIn} noValidate className="max-w-md space-y-4">
        <p>
          Enter your gym's inbox address. If it may sign in, a link valid for 15 minutes is e-mailed to it.
        </p>
        <Field label="E-mail address" name="email">
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            aria-required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "email-error" : undefined}
            className={inputClass}
          />
          {problem ? (
            <p id="email-error" role="alert" className="mt-1.5 font-semibold text-danger">
              {problem}
            </p>
          ) : null}
        </Field>
        <button type="submit" className={primaryButtonClass}>
          E-mail me a link
        </button>
      </form>
      <section aria-labelledby="passkey-heading" className="mt-8 max-w-md space-y-3">
        <h2 id="passkey-heading" className="font-display text-2xl font-bold uppercase">
          Or use a passkey
        </h2>
        <p>If you added a passkey on this device, or on a phone beside you, it signs you in without mail.</p>
        <PasskeyForm mode="sign-in" action={staffUrls.passkeySignIn} label="Sign in with a passkey" />
      </section>
    </StaffShell>
  );
}
