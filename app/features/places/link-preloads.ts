/**
 * A link to a place's page preloads that page's code when the visitor points at it, touches it (a touch
 * starts with a pointerover too) or moves focus to it (issue 44): one listener on the document, so every
 * link does, the never-hydrated ones of the footer and the other static parts too, and each stays a plain
 * anchor. The files come with the root's data (link-preloads.server.ts); React dedupes each preload.
 */
import { useEffect } from "react";
import { preloadModule } from "react-dom";

const INTENT = ["pointerover", "focusin"];

export function usePlaceLinkPreloads(preloads: Readonly<Record<string, readonly string[]>> | undefined) {
  useEffect(() => {
    if (!preloads) return;
    const onIntent = (event: Event) => {
      const link = (event.target as Element).closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      for (const href of preloads[link.pathname] ?? []) preloadModule(href, { as: "script" });
    };
    for (const type of INTENT) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of INTENT) document.removeEventListener(type, onIntent);
    };
  }, [preloads]);
}
