/**
 * A passkey button (decision 0037): the one staff control that needs JavaScript. Rendered hidden, beside a
 * line saying so; the page's one script (passkeys.browser.ts, a same-origin module the CSP's 'self' allows)
 * shows it instead. Bundled by Vite as a module of its own, so no public page's scripts carry it.
 */
import type { ReactNode } from "react";
import { secondaryButtonClass } from "#app/features/staff/controls.tsx";
// A worker's bundle is Vite's way to build one self-contained module and learn its URL, in dev and build
// alike; it runs as a page script here, not as a worker.
import passkeysScript from "./passkeys.browser.ts?worker&url";

export function PasskeyForm({
  mode,
  action,
  label,
  children,
}: {
  mode: "sign-in" | "add";
  action: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <p data-passkey-off className="max-w-prose">
        Passkeys need JavaScript, which is off in this browser.
        {mode === "sign-in" ? " Ask for an e-mailed link instead." : null}
      </p>
      <form method="post" action={action} data-passkey={mode} hidden className="space-y-4">
        {children}
        <button type="submit" className={secondaryButtonClass}>
          {label}
        </button>
        <p data-passkey-status role="status" className="min-h-6" />
      </form>
      <script type="module" src={passkeysScript} />
    </div>
  );
}
