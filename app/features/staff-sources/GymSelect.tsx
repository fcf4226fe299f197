import { Field, inputClass } from "#app/features/staff/controls.tsx";
import { useGyms } from "#app/lib/use-gyms.ts";

/** A gym to narrow to, or every gym (""): the sources filter and the spend form. */
export function GymSelect({ label, value }: { label: string; value: string }) {
  const gyms = useGyms();
  return (
    <Field label={label} name="gym">
      <select id="gym" name="gym" defaultValue={value} className={inputClass}>
        <option value="">All gyms</option>
        {gyms.map((gym) => (
          <option key={gym.formName} value={gym.formName}>
            {gym.shortName}
          </option>
        ))}
      </select>
    </Field>
  );
}
