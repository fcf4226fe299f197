import { type ChangeEvent, type FormEvent, useRef, useState } from "react";

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The state of a small text-only form whose errors are computed on submit (SPEC §5: recalculated for every
 * field on each submit). Plain React state rather than a form library: these forms have a handful of
 * presence checks, and every kilobyte counts against the per-route JavaScript budget.
 */
export function useFormState<V extends { [F in keyof V]: string }, K extends keyof V & string>(
  initial: V,
  validate: (values: V) => Partial<Record<K, string>>,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  /** Props for one control: name, value and onChange. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<FieldElement>) => {
      const { value } = event.target;
      setValues((previous) => ({ ...previous, [name]: value }));
    },
  });

  /** Validates every field; on success calls onValid, otherwise shows the errors and focuses the first. */
  const submit = (onValid: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validate(values);
    setErrors(problems);
    const invalid = Object.keys(problems);
    if (!invalid.length) {
      onValid(values);
      return;
    }
    const controls = Array.from(formRef.current?.elements ?? []) as FieldElement[];
    controls.find((control) => invalid.includes(control.name))?.focus();
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, field, submit, reset, formRef };
}
