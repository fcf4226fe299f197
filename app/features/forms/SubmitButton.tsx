import type { ComponentProps } from "react";
import { Button } from "#app/components/ui/Button.tsx";

/** A form's submit button: live in the prerendered HTML, since the form posts natively until hydrated. */
export function SubmitButton(props: Omit<ComponentProps<typeof Button>, "type">) {
  return <Button type="submit" {...props} />;
}
