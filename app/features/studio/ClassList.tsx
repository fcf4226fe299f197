import type { ArmoryClassesCopy } from "#contracts/content/studio-classes.ts";

/** The Armory's classes (SPEC §3) with their length, level and ages where they apply. */
export function ClassList({ copy }: { copy: ArmoryClassesCopy }) {
  return (
    <div>
      <p className="mb-8 max-w-2xl text-lg text-steel">{copy.intro}</p>
      <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {copy.classes.map((item) => (
          <li key={item.id} className="flex flex-col border-t-4 border-ink pt-5">
            <h3 className="font-display text-h3">{item.name}</h3>
            <p className="mt-2 text-sm font-semibold tracking-wide text-steel uppercase">
              {item.duration} · {item.level}
              {item.ages ? ` · Ages ${item.ages}` : ""}
            </p>
            <p className="mt-4 leading-relaxed">{item.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
