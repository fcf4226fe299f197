/**
 * The staff area's only client script (decision 0037): the passkey buttons of the sign-in page and of a
 * colleague's own page. Every other staff page, and these pages' other forms, work without it. The pages
 * render the passkey form hidden, with a line saying passkeys need JavaScript; this shows the form instead.
 * Each ceremony is two posts of the form's own fields to its action (the staff area's CSRF token and Origin
 * checks apply as to any form): `step=options`, whose JSON the browser's authenticator is given, then
 * `step=verify` with the authenticator's answer as JSON text.
 */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from "@simplewebauthn/browser";

type Answer =
  | { ok: true; options?: unknown; done?: true; location?: string }
  | { ok: false; message: string };

const UNREAD = "Something went wrong. Reload the page and try again.";

async function post(form: HTMLFormElement, fields: Record<string, string>): Promise<Answer> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const response = await fetch(form.action, {
    method: "POST",
    body,
    headers: { accept: "application/json" },
    credentials: "same-origin",
  });
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) {
    const text = (await response.text()).trim();
    return { ok: false, message: text.length > 0 && text.length < 300 ? text : UNREAD };
  }
  return (await response.json()) as Answer;
}

function explain(error: unknown): string {
  // The person closed the browser's dialog, or chose no passkey, or its time ran out.
  if (error instanceof WebAuthnError && error.code === "ERROR_CEREMONY_ABORTED") return "Cancelled.";
  if (error instanceof Error && error.name === "NotAllowedError")
    return "No passkey was used: cancelled, or it took too long. Try again.";
  if (error instanceof WebAuthnError && error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED")
    return "This passkey is already added.";
  return UNREAD;
}

function wire(form: HTMLFormElement): void {
  const mode = form.dataset.passkey;
  const off = form.parentElement?.querySelector<HTMLElement>("[data-passkey-off]");
  const status = form.querySelector<HTMLElement>("[data-passkey-status]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!browserSupportsWebAuthn()) {
    if (off) off.textContent = "This browser cannot use passkeys.";
    return;
  }
  off?.setAttribute("hidden", "");
  form.removeAttribute("hidden");
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (button?.disabled) return;
    if (!form.reportValidity()) return;
    if (button) button.disabled = true;
    say("Waiting for your passkey…");
    void (async () => {
      try {
        const begun = await post(form, { step: "options" });
        if (!begun.ok) return say(begun.message);
        // biome-ignore lint/suspicious/noExplicitAny: the server built these options with the same library's generator; the browser package checks their shape.
        const optionsJSON = begun.options as any;
        const answer =
          mode === "add"
            ? await startRegistration({ optionsJSON })
            : await startAuthentication({ optionsJSON });
        const done = await post(form, { step: "verify", response: JSON.stringify(answer) });
        if (!done.ok) return say(done.message);
        say(mode === "add" ? "Passkey added." : "Signed in.");
        window.location.assign(done.location ?? window.location.href);
      } catch (error) {
        say(explain(error));
      } finally {
        if (button) button.disabled = false;
      }
    })();
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-passkey]")) wire(form);
