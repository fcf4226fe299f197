import { type ComponentProps, forwardRef, type ReactNode, useId } from "react";
import { HONEYPOT_FIELD } from "#contracts/rules.ts";

// Fields are enabled and uncontrolled in the prerendered HTML: a form works before hydration and without
// JavaScript, and what is typed early stays (app/features/forms/use-form.ts).
const control =
  "block w-full min-h-12 rounded-none border-2 bg-white px-4 py-3 text-base text-ink placeholder:text-steel " +
  "transition-colors focus:border-ink focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink " +
  "aria-[invalid=true]:border-danger";

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  tone?: "light" | "dark";
  children: ReactNode;
  className?: string;
}

function FieldShell({ id, label, error, hint, tone = "light", children, className = "" }: FieldShellProps) {
  const labelTone = tone === "dark" ? "text-paper" : "text-ink";
  const errorTone = tone === "dark" ? "text-[#ffb4ab]" : "text-danger";
  return (
    <div className={className}>
      <label htmlFor={id} className={`mb-2 block text-sm font-semibold tracking-wide ${labelTone}`}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={`mt-1.5 text-sm ${tone === "dark" ? "text-mist" : "text-steel"}`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className={`mt-1.5 text-sm font-semibold ${errorTone}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

interface CommonProps {
  label: ReactNode;
  error?: string;
  hint?: string;
  tone?: "light" | "dark";
  wrapperClassName?: string;
}

export const TextField = forwardRef<HTMLInputElement, ComponentProps<"input"> & CommonProps>(
  function TextField(
    { label, error, hint, tone, wrapperClassName, id: givenId, className = "", ...input },
    ref,
  ) {
    const autoId = useId();
    const id = givenId ?? autoId;
    return (
      <FieldShell id={id} label={label} error={error} hint={hint} tone={tone} className={wrapperClassName}>
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`${control} ${error ? "border-danger" : "border-ink/25"} ${className}`}
          {...input}
        />
      </FieldShell>
    );
  },
);

export const SelectField = forwardRef<HTMLSelectElement, ComponentProps<"select"> & CommonProps>(
  function SelectField(
    { label, error, hint, tone, wrapperClassName, id: givenId, className = "", children, ...select },
    ref,
  ) {
    const autoId = useId();
    const id = givenId ?? autoId;
    return (
      <FieldShell id={id} label={label} error={error} hint={hint} tone={tone} className={wrapperClassName}>
        <select
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`${control} appearance-none bg-[length:1.25rem] bg-[right_1rem_center] bg-no-repeat pr-12 ${error ? "border-danger" : "border-ink/25"} ${className}`}
          style={{
            backgroundImage:
              "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%230c0c0d' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
          }}
          {...select}
        >
          {children}
        </select>
      </FieldShell>
    );
  },
);

export const TextAreaField = forwardRef<HTMLTextAreaElement, ComponentProps<"textarea"> & CommonProps>(
  function TextAreaField(
    { label, error, hint, tone, wrapperClassName, id: givenId, className = "", ...area },
    ref,
  ) {
    const autoId = useId();
    const id = givenId ?? autoId;
    return (
      <FieldShell id={id} label={label} error={error} hint={hint} tone={tone} className={wrapperClassName}>
        <textarea
          ref={ref}
          id={id}
          rows={5}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`${control} min-h-32 ${error ? "border-danger" : "border-ink/25"} ${className}`}
          {...area}
        />
      </FieldShell>
    );
  },
);

/**
 * The honeypot: off-screen and out of the tab order, so people never fill it; bots do.
 */
export const HoneypotField = forwardRef<HTMLInputElement, ComponentProps<"input">>(
  function HoneypotField(props, ref) {
    const id = useId();
    return (
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id}>Leave this field empty</label>
        <input
          ref={ref}
          id={id}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...props}
          name={HONEYPOT_FIELD}
        />
      </div>
    );
  },
);
