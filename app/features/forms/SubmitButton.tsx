import type { ComponentProps } from "react";
import { Button } from "~/components/ui/Button";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A form's submit button, disabled until the page has hydrated: before that a press would make the browser
 * submit natively, putting the visitor's details in a URL and losing the lead.
 */
export function SubmitButton({ disabled, ...props }: Omit<ComponentProps<typeof Button>, "type">) {
  const hydrated = useHydrated();
  return <Button type="submit" disabled={!hydrated || disabled} {...props} />;
}
