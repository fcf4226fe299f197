import { type KeyboardEvent, useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { Icon } from "#app/components/icons/Icon.tsx";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { PhoneLink } from "#app/components/ui/PhoneLink.tsx";
import { contactButton, offersButton, primaryNavFor } from "#app/content/navigation.ts";
import { useGyms } from "#app/lib/use-gyms.ts";
import { Logo } from "./Logo";

export const MOBILE_MENU_ID = "mobile-menu";

const focusable = "a[href], button:not([disabled])";

/**
 * The full-screen menu below the desktop breakpoint (SPEC §2), opened by MobileMenuButton. The browser opens and
 * closes it (`popover`, `popovertarget`): it answers the first tap before any JavaScript has run, closes on
 * Escape and gives focus back to the button. CSS locks the page's scroll while it is open (app.css).
 * React only adds what HTML cannot: focus moves in and stays inside, and a client-side navigation closes it.
 */
export function MobileMenu() {
  const primaryNav = primaryNavFor(useGyms());
  const menu = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // Close on every navigation, including back and forward; never at hydration (a menu opened before stays).
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    const element = menu.current;
    if (element?.matches(":popover-open")) element.hidePopover();
  }, [pathname]);

  // Opened before hydration or after: focus goes into the menu either way.
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") element.querySelector<HTMLElement>(focusable)?.focus();
    };
    element.addEventListener("toggle", onToggle);
    if (element.matches(":popover-open") && !element.contains(document.activeElement)) {
      element.querySelector<HTMLElement>(focusable)?.focus();
    }
    return () => element.removeEventListener("toggle", onToggle);
  }, []);

  // A full-screen menu keeps Tab inside it, as a modal dialog does.
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab") return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      ref={menu}
      id={MOBILE_MENU_ID}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      onKeyDown={trapTab}
      // A link to the page already shown does not change the pathname; it closes the menu all the same.
      onClick={(event) => {
        if ((event.target as Element).closest("a[href]")) event.currentTarget.hidePopover();
      }}
      className="fixed inset-0 z-50 m-0 h-full max-h-none w-full max-w-none flex-col overflow-y-auto border-0 bg-ink p-0 text-paper [&:popover-open]:flex"
    >
      <div className="flex h-16 items-center justify-between px-5 sm:px-8">
        <Logo />
        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
          className="inline-flex h-11 w-11 items-center justify-center"
          aria-label="Close menu"
        >
          <Icon name="x" aria-hidden="true" className="h-7 w-7" />
        </button>
      </div>
      <nav aria-label="Mobile" className="flex flex-1 flex-col justify-center px-8">
        <ul className="space-y-2">
          {primaryNav.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === "/"}
                className={({ isActive }) =>
                  `block py-1 font-display text-5xl font-bold tracking-wide ${isActive ? "text-signal" : "text-paper"}`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <LinkButton to={contactButton.to} variant="outline-light">
            {contactButton.label}
          </LinkButton>
          <LinkButton to={offersButton.to} variant="primary">
            {offersButton.label}
          </LinkButton>
        </div>
      </nav>
      <p className="px-8 pb-8 text-sm text-mist">
        <PhoneLink className="underline" />
      </p>
    </div>
  );
}

/** The button in the navbar that opens the menu; the menu itself sits after the header (Navbar). */
export function MobileMenuButton() {
  return (
    <button
      type="button"
      popoverTarget={MOBILE_MENU_ID}
      className="inline-flex h-11 w-11 items-center justify-center text-paper lg:hidden"
      aria-label="Open menu"
    >
      <Icon name="menu" aria-hidden="true" className="h-7 w-7" />
    </button>
  );
}
