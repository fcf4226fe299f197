import { HoneypotField } from "#app/features/forms/fields.tsx";
import { PersonFields } from "#app/features/forms/PersonFields.tsx";
import { useLeadSend } from "#app/features/forms/send.ts";
import { useForm } from "#app/features/forms/use-form.ts";
import { useGyms } from "#app/lib/use-gyms.ts";
import { LeadFormActions } from "./LeadFormActions";

/** The studio's free-session form (SPEC §5): a lead naming its studio in a hidden field (contracts/forms/body.ts). */
export function FreeSessionForm({
  studio,
  tone = "dark",
}: {
  /** The page's studio; by default the site's (a draft's preview passes its own). */
  studio?: { name: string; formName: string };
  tone?: "light" | "dark";
}) {
  const listed = useGyms().find((gym) => gym.kind === "studio");
  const place = studio ?? listed ?? { name: "", formName: "" };
  const form = useForm("free-session", { revalidate: "change", send: useLeadSend() });

  return (
    <form
      key={form.formKey}
      {...form.formProps}
      aria-label={`Book a free session at ${place.name}`}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <input {...form.formIdField} />
      <input {...form.landingField} />
      <input type="hidden" name="gym" value={place.formName} />
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
