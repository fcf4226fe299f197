/** Shown in place of a submit button while a form is sending (SPEC §4). */
export function Spinner({ label = "Sending", tone = "light" }: { label?: string; tone?: "light" | "dark" }) {
  const ring = tone === "dark" ? "border-paper/30 border-t-signal" : "border-ink/20 border-t-ink";
  return (
    <div role="status" className="inline-flex min-h-12 items-center gap-3">
      <span aria-hidden="true" className={`h-7 w-7 animate-spin rounded-full border-4 ${ring}`} />
      <span className="font-display text-lg font-bold uppercase tracking-wider">{label}…</span>
    </div>
  );
}
