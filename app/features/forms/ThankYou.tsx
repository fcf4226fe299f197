import { type ReactNode, useEffect, useRef } from "react";
import { Icon } from "#app/components/icons/Icon.tsx";
import { Button } from "#app/components/ui/Button.tsx";

interface ThankYouProps {
  heading: string;
  text: ReactNode;
  resetLabel: string;
  onReset: () => void;
  tone?: "light" | "dark";
  children?: ReactNode;
}

/** The view that replaces a form after a successful send; its reset button returns to an empty form. */
export function ThankYou({ heading, text, resetLabel, onReset, tone = "light", children }: ThankYouProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Move focus to the confirmation so keyboard and screen-reader users hear it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="py-4" aria-live="polite">
      <Icon
        name="circle-check"
        aria-hidden="true"
        className={`mb-4 h-12 w-12 ${tone === "dark" ? "text-signal" : "text-success"}`}
      />
      <h3 ref={headingRef} tabIndex={-1} className="font-display text-h3 outline-none">
        {heading}
      </h3>
      <div className={`mt-3 max-w-xl text-lg ${tone === "dark" ? "text-mist" : "text-steel"}`}>{text}</div>
      {children}
      {/* Without JavaScript (the page a native post rendered) the reset reloads the page's own empty form. */}
      <form
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          onReset();
        }}
      >
        <Button type="submit" variant={tone === "dark" ? "primary" : "dark"} className="mt-8">
          {resetLabel}
        </Button>
      </form>
    </div>
  );
}
