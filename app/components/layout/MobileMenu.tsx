import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

const loadDialog = () => import("./MobileMenuDialog");
const MobileMenuDialog = lazy(() => loadDialog().then((m) => ({ default: m.MobileMenuDialog })));

/**
 * The menu button below the desktop breakpoint. The dialog's code (Radix Dialog and its focus and scroll
 * management) is fetched when the visitor reaches for the button, not with every page.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Close on every navigation, including back and forward.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setOpen(false), [pathname]);

  const prefetch = () => void loadDialog();
  return (
    <>
      <button
        ref={button}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center text-paper lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="h-7 w-7" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuDialog
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
