import { HoneypotField } from "#app/features/forms/fields.tsx";
import { PersonFields } from "#app/features/forms/PersonFields.tsx";
import { useLeadSend } from "#app/features/forms/send.ts";
import { useForm } from "#app/features/forms/use-form.ts";
import { useGyms } from "#app/lib/use-gyms.ts";
import { LeadFormActions } from "./LeadFormActions";

/** The studio's free-session form (SPEC §5): a lead for the studio (contracts/forms/body.ts). */
export function FreeSessionForm({
  studio,
  tone = "dark",
}: {
  /** The page's studio; by default the site's (a draft's preview passes its own). */
  studio?: { name: string };
  tone?: "light" | "dark";
}) {
  const listed = useGyms().find((gym) => gym.kind === "studio");
  const armory = studio ?? listed ?? { name: "" };
  const form = useForm("free-session", { revalidate: "change", send: useLeadSend() });

  return (
    <form
      key={form.formKey}
      {...form.formProps}
      aria-label={`Book a free session at ${armory.name}`}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <input {...form.formIdField} />
      <input {...form.landingField} />
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
