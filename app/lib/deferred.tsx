import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from "react";

interface DeferredOptions {
  /** Height held while the code loads after a client-side navigation (no prerendered HTML to show). */
  minHeight?: string;
  /**
   * "near": only when the visitor comes near it (or focuses or touches it), never because the page went
   * idle: an optional part (reviews, a map, a carousel's later slides) whose server HTML serves a visitor
   * who never scrolls there, who then never downloads its code (issue 44). "near-or-idle" (the default)
   * also loads it once the page is idle.
   */
  load?: "near" | "near-or-idle";
}

/**
 * A component whose code loads only when the visitor comes near it: below-the-fold widgets such as the
 * testimonials and tabs. A form only at the foot of a reading page (the investor pack's), and never with
 * `load: "near"`: its code then comes when the page is idle at the latest, and until it has come its HTML
 * posts natively, as every form's does before hydration (decisions 0006, 0034). The prerendered HTML still
 * contains all of it (app/entry.server.tsx waits for every boundary), so it is visible at once; the browser
 * hydrates the rest of the page first and this part when it scrolls within reach, is focused or touched, or
 * the browser is idle. That keeps the JavaScript a route needs before it is interactive to what the visitor
 * sees first. Call it at module level, never during render.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: DeferredOptions = {},
) {
  let release: () => void = () => {};
  const wanted = new Promise<void>((resolve) => {
    release = resolve;
  });
  const Lazy = lazy(async () => {
    // Prerendering (no document) renders everything; so does a browser without IntersectionObserver.
    if (typeof document !== "undefined" && typeof IntersectionObserver !== "undefined") await wanted;
    return { default: await load() };
  });

  // biome-ignore lint/correctness/noComponentHookFactories: called once per module at import time, not in render
  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const [ready, setReady] = useState(false);
    useEffect(() => {
      const element = ref.current;
      if (!element || typeof IntersectionObserver === "undefined") {
        release();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) release();
        },
        { rootMargin: "600px 0px" },
      );
      observer.observe(element);
      // Events on the not-yet-hydrated HTML still reach this hydrated wrapper.
      element.addEventListener("focusin", release);
      element.addEventListener("pointerdown", release);
      // Failing those, once the page is idle, unless the part waits for the visitor to come near it.
      const cancelIdle = options.load === "near" ? () => {} : whenIdle(release);
      return () => {
        cancelIdle();
        observer.disconnect();
        element.removeEventListener("focusin", release);
        element.removeEventListener("pointerdown", release);
      };
    }, []);
    // data-deferred says whether this part is live yet (tests wait on it): "pending" until then, or
    // "when-near" for a part that waits for the visitor, which nothing else brings.
    return (
      <div ref={ref} data-deferred={ready ? "ready" : options.load === "near" ? "when-near" : "pending"}>
        <Suspense fallback={<div aria-busy="true" style={{ minHeight: options.minHeight ?? "24rem" }} />}>
          <Lazy {...props} />
          <Mounted onMount={() => setReady(true)} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}

/** Calls `then` once the page is idle (at most about 3 s on); returns what cancels it. */
function whenIdle(then: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const idle = window.requestIdleCallback(then, { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(then, 2000);
  return () => window.clearTimeout(timer);
}

function Mounted({ onMount }: { onMount: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the boundary's content is live
  useEffect(onMount, []);
  return null;
}
