import type { MouseEvent, ReactNode } from "react";
import { type ButtonVariant, buttonClasses } from "#app/components/ui/Button.tsx";

interface FormLinkProps {
  /** The id of the form's section. */
  target: string;
  /** JavaScript's smooth scroll, which also moves focus; without it the browser jumps to the anchor. */
  scroll: (id: string) => void;
  variant?: ButtonVariant;
  size?: "sm" | "md" | "lg";
  className?: string;
  children: ReactNode;
}

/**
 * A call to action that moves within the page to a form ('CLAIM YOUR DISCOUNT', Register Interest): a link
 * to the form's anchor, so it works from first paint; once hydrated, the scroll is smooth.
 */
export function FormLink({ target, scroll, variant, size, className = "", children }: FormLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    scroll(target);
  };
  return (
    <a href={`#${target}`} onClick={onClick} className={buttonClasses(variant, size, className)}>
      {children}
    </a>
  );
}
