import { Icon } from "#app/components/icons/Icon.tsx";
import { Tabs } from "#app/components/ui/Tabs.tsx";
import type { RecoveryInfo } from "#contracts/content/recovery.ts";

export function RecoveryFacts({ info }: { info: RecoveryInfo }) {
  return (
    <div className="space-y-4">
      <p className="text-steel">{info.summary}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 font-semibold">
        <li className="flex items-center gap-2">
          <Icon name="clock" aria-hidden="true" className="h-5 w-5" />
          {info.duration}
        </li>
        {info.temperature ? (
          <li className="flex items-center gap-2">
            <Icon name="thermometer" aria-hidden="true" className="h-5 w-5" />
            {info.temperature}
            {info.humidity ? `, ${info.humidity} humidity` : ""}
          </li>
        ) : null}
      </ul>
      <p>{info.activity}</p>
      <ul className="flex flex-wrap gap-2" aria-label={`Benefits of the ${info.title.toLowerCase()}`}>
        {info.benefits.map((benefit) => (
          <li key={benefit} className="bg-ink px-3 py-1 text-sm font-semibold text-paper">
            {benefit}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The recovery guide's facilities a gym page shows (content/pages/recovery.yaml, loader data). */
export interface GymRecovery {
  /** The desktop list. */
  list: RecoveryInfo[];
  /** The mobile tabs; the first is open. */
  tabs: RecoveryInfo[];
}

/**
 * Recovery facilities at Greenwich and Welling (SPEC §2): a list from 768 px up, tabs below (salt sauna
 * first and active). Both are in the page and CSS shows one, so nothing moves when the breakpoint applies.
 */
export function RecoveryFacilities({ list, tabs }: GymRecovery) {
  return (
    <>
      <ol data-testid="recovery-list" className="hidden gap-6 md:grid md:grid-cols-3">
        {list.map((info, i) => (
          <li key={info.id} className="border-t-4 border-ink pt-6">
            <p aria-hidden="true" className="font-display text-5xl font-bold text-steel">
              {String(i + 1).padStart(2, "0")}
            </p>
            <h3 className="mt-2 mb-4 font-display text-h3">{info.title}</h3>
            <RecoveryFacts info={info} />
          </li>
        ))}
      </ol>
      <div data-testid="recovery-tabs" className="md:hidden">
        <Tabs
          label="Recovery facilities"
          defaultValue={tabs[0]?.id}
          items={tabs.map((info) => ({
            id: info.id,
            label: info.title,
            content: (
              <div>
                <h3 className="mb-4 font-display text-h3">{info.title}</h3>
                <RecoveryFacts info={info} />
              </div>
            ),
          }))}
        />
      </div>
    </>
  );
}
