import { HoneypotField } from "#app/features/forms/fields.tsx";
import { PersonFields } from "#app/features/forms/PersonFields.tsx";
import { useLeadSend } from "#app/features/forms/send.ts";
import { useForm } from "#app/features/forms/use-form.ts";
import { useGym } from "#app/lib/use-gyms.ts";
import { LeadFormActions } from "./LeadFormActions";

/** The Armory free-session form (SPEC §5): a lead naming its studio in a hidden field (contracts/forms/body.ts). */
export function FreeSessionForm({ tone = "dark" }: { tone?: "light" | "dark" }) {
  const armory = useGym("armory");
  const form = useForm("free-session", { revalidate: "change", send: useLeadSend() });

  return (
    <form
      key={form.formKey}
      {...form.formProps}
      aria-label={`Book a free session at ${armory.name}`}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <input {...form.formIdField} />
      <input type="hidden" name="gym" value={armory.formName} />
      <PersonFields
        initial={form.initial}
        errors={form.errors}
        phone={{ name: "phoneNumber", label: "Phone number" }}
        tone={tone}
      />
      <HoneypotField defaultValue="" />
      <LeadFormActions
        phase={form.phase}
        failed={form.failed}
        submitLabel="Book my free session"
        tone={tone}
      />
    </form>
  );
}
