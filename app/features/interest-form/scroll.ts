/** Scrolls to a form section and moves focus to its first field, so keyboard users land where they look. */
export function scrollToForm(sectionId: string): void {
  const section = document.getElementById(sectionId);
  if (!section) return;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  section
    .querySelector<HTMLElement>("input:not([type='hidden']):not([tabindex='-1']), select, textarea")
    ?.focus({ preventScroll: true });
}
