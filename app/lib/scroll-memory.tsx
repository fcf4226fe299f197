/**
 * Scroll restoration for the site's own navigations, kept in this page's memory. React Router's
 * <ScrollRestoration> keeps its positions in sessionStorage, and the site stores nothing on a visitor's device
 * (docs/analytics.md, issue 38). A reload or a return from another site is the browser's own restoration:
 * `history.scrollRestoration` is handed back to it whenever the page is left.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Each history entry's last scroll position, by React Router's location key; gone with the page. */
const positions = new Map<string, number>();

// Layout effects warn on the server; this renders in the browser only after hydration anyway.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return target !== null;
}

export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const leave = () => {
      window.history.scrollRestoration = "auto";
    };
    const back = () => {
      window.history.scrollRestoration = "manual";
    };
    window.addEventListener("pagehide", leave);
    window.addEventListener("pageshow", back);
    return () => {
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("pageshow", back);
      leave();
    };
  }, []);

  // The position of the entry on screen, kept as the visitor scrolls.
  useEffect(() => {
    const key = location.key;
    let frame = 0;
    const keep = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
    window.addEventListener("scroll", keep, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", keep);
    };
  }, [location.key]);

  // Once per history entry shown, read as it is then.
  useBrowserLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { key: location.key, pathname: location.pathname };
    // The first page of the visit: the browser placed it (its hash, or its own restoration).
    if (!previous || previous.key === location.key) return;
    const saved = positions.get(location.key);
    if (navigationType === "POP" && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (scrollToHash(location.hash)) return;
    // A new query on the same page (a filter, a chosen gym) keeps the visitor where they are.
    if (navigationType !== "POP" && previous.pathname === location.pathname) return;
    window.scrollTo(0, 0);
  }, [location.key]);

  return null;
}
