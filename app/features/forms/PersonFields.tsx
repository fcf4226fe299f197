import type { FieldErrors } from "#contracts/forms/check.ts";
import { TextField } from "./fields";

interface PersonFieldsProps<Phone extends string> {
  /** The value a field starts with (use-form's `initial`). */
  initial: (name: string) => string;
  errors: FieldErrors;
  /** The phone field's name in this form and its label (SPEC §5 calls it "Phone" on the discount form). */
  phone: { name: Phone; label: "Phone" | "Phone number" };
  tone?: "light" | "dark";
}

/**
 * The four contact fields most of our forms open with: first and last name, e-mail, phone. Every one is
 * required (SPEC §5): marked aria-required, and checked by our own rules, in the browser once hydrated and by
 * the server for a native post, so SPEC §5's messages show in every state (never the browser's bubble).
 */
export function PersonFields<Phone extends string>({
  initial,
  errors,
  phone,
  tone,
}: PersonFieldsProps<Phone>) {
  return (
    <>
      <TextField
        label="First name"
        name="firstName"
        autoComplete="given-name"
        aria-required
        tone={tone}
        error={errors.firstName}
        defaultValue={initial("firstName")}
      />
      <TextField
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        aria-required
        tone={tone}
        error={errors.lastName}
        defaultValue={initial("lastName")}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        aria-required
        tone={tone}
        error={errors.email}
        defaultValue={initial("email")}
      />
      <TextField
        label={phone.label}
        name={phone.name}
        type="tel"
        autoComplete="tel"
        aria-required
        tone={tone}
        error={errors[phone.name]}
        defaultValue={initial(phone.name)}
      />
    </>
  );
}
