import type { ComponentProps } from "react";
import { TextField } from "./fields";

/** What a form passes for one field: react-hook-form's register(name), or use-form-state's field(name). */
type FieldProps = Omit<ComponentProps<typeof TextField>, "label" | "error" | "tone">;
/** A field's error as either form library reports it. */
type FieldError = string | { message?: string } | undefined;

interface PersonFieldsProps<Phone extends string> {
  field: (name: "firstName" | "lastName" | "email" | Phone) => FieldProps;
  errors: Partial<Record<"firstName" | "lastName" | "email" | Phone, FieldError>>;
  /** The phone field's name in this form and its label (SPEC §5 calls it "Phone" on the discount form). */
  phone: { name: Phone; label: "Phone" | "Phone number" };
  tone?: "light" | "dark";
}

const message = (error: FieldError) => (typeof error === "string" ? error : error?.message);

/** The four contact fields most of our forms open with: first and last name, e-mail, phone. */
export function PersonFields<Phone extends string>({ field, errors, phone, tone }: PersonFieldsProps<Phone>) {
  return (
    <>
      <TextField
        label="First name"
        autoComplete="given-name"
        tone={tone}
        error={message(errors.firstName)}
        {...field("firstName")}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        tone={tone}
        error={message(errors.lastName)}
        {...field("lastName")}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        tone={tone}
        error={message(errors.email)}
        {...field("email")}
      />
      <TextField
        label={phone.label}
        type="tel"
        autoComplete="tel"
        tone={tone}
        error={message(errors[phone.name])}
        {...field(phone.name)}
      />
    </>
  );
}
