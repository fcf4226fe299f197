import {
  type ComponentType,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";

/**
 * Parts of a page that need no JavaScript (copy, photos, `<details>`, the footer's links) are rendered by the
 * server and never hydrated: in the browser the first render keeps the server's HTML as it is, so React
 * builds no fibers for it, compares no props and runs no effects (decision 0024). After a client-side
 * navigation there is no server HTML, so such a part renders as any other.
 *
 * React leaves an element's children alone when it is hydrated with `dangerouslySetInnerHTML` (it never
 * diffs inner HTML in production and does not delete the unmatched children of an element that sets its
 * own content), which is what keeps the server's HTML.
 */

let firstRenderDone = false;

/** The root route calls this once its first render is committed: from then on a static part renders. */
export function markFirstRenderDone() {
  firstRenderDone = true;
}

/**
 * Whether this part's server HTML is on the page to keep: the browser's first render, never after. Should
 * that render not be a hydration after all (React renders afresh where hydration failed, or a test renders
 * in jsdom), the element comes up empty and the part renders its children before the browser paints.
 */
function useKeepServerHtml() {
  const ref = useRef<HTMLDivElement>(null);
  const [keep, setKeep] = useState(() => typeof document !== "undefined" && !firstRenderDone);
  useLayoutEffect(() => {
    if (keep && ref.current && !ref.current.hasChildNodes()) setKeep(false);
  }, [keep]);
  return { keep, ref };
}

/**
 * A link clicked in a kept part is a plain `<a>` (React Router's `<Link>` was never hydrated there): one
 * click handler on the part's wrapper, which is hydrated, gives it the client-side navigation `<Link>` would.
 * Only what `<Link>` rendered (it marks its anchors `data-discover`): a plain `<a>` stays the browser's.
 */
function useLinkNavigation() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest?.("a[href][data-discover]");
      if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      // A link to a place on this very page: the browser's own jump.
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)
        return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );
}

interface StaticProps {
  children: ReactNode;
  /** The wrapper's classes; `contents` by default, so the wrapper adds no box of its own. */
  className?: string;
}

/** Renders `children` on the server and after client-side navigations; keeps the server's HTML at hydration. */
export function Static({ children, className = "contents" }: StaticProps) {
  const { keep, ref } = useKeepServerHtml();
  const onClick = useLinkNavigation();
  if (keep)
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the click is a link's, bubbled up; the links themselves take the keyboard
      <div
        ref={ref}
        className={className}
        data-static=""
        onClick={onClick}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose: React then keeps the server's children as they are (see above)
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  return (
    <div className={className} data-static="">
      {children}
    </div>
  );
}

/**
 * A static part whose code the browser loads only when it has to render it (after a client-side
 * navigation): at hydration it keeps the server's HTML and never fetches the component. Call it at module
 * level, never during render.
 */
export function staticPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module at import time, not in render
  function StaticPart(props: P) {
    return (
      <Static>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </Static>
    );
  }
  return StaticPart;
}
