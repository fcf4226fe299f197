import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect } from "react";
import { NavLink } from "react-router";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { brand } from "#app/content/brand.ts";
import { contactButton, offersButton, primaryNav } from "#app/content/navigation.ts";
import { Logo } from "./Logo";

interface MobileMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the menu closes. */
  onCloseAutoFocus: (event: Event) => void;
}

/** The full-screen menu itself. Radix Dialog traps focus, closes on Escape and locks the page's scroll. */
export function MobileMenuDialog({ open, onOpenChange, onCloseAutoFocus }: MobileMenuDialogProps) {
  const close = () => onOpenChange(false);
  // Radix's own scroll lock does not hold on touch devices here; the root element's overflow does, anywhere.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-ink text-paper"
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <div className="flex h-16 items-center justify-between px-5 sm:px-8">
            <Logo />
            <Dialog.Close
              className="inline-flex h-11 w-11 items-center justify-center"
              aria-label="Close menu"
            >
              <X aria-hidden="true" className="h-7 w-7" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex flex-1 flex-col justify-center px-8">
            <ul className="space-y-2">
              {primaryNav.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === "/"}
                    onClick={close}
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
              <LinkButton to={contactButton.to} variant="outline-light" onClick={close}>
                {contactButton.label}
              </LinkButton>
              <LinkButton to={offersButton.to} variant="primary" onClick={close}>
                {offersButton.label}
              </LinkButton>
            </div>
          </nav>
          <p className="px-8 pb-8 text-sm text-mist">
            <a href={`tel:${brand.phoneE164}`} className="underline">
              {brand.phone}
            </a>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
