import { Icon } from "#app/components/icons/Icon.tsx";
import { PhoneLink } from "#app/components/ui/PhoneLink.tsx";
import { OpenNow } from "#app/features/open-now/OpenNow.tsx";
import type { SiteGym } from "#app/lib/use-gyms.ts";

interface GymDetailsProps {
  gym: SiteGym;
  /** Show the opening-times table (location blocks and the contact card). */
  showTimes?: boolean;
  showOpenNow?: boolean;
  tone?: "light" | "dark";
}

/** A gym's contact details: address, e-mail, phone and, optionally, its times and open-now status. */
export function GymDetails({ gym, showTimes = true, showOpenNow = true, tone = "light" }: GymDetailsProps) {
  const muted = tone === "dark" ? "text-mist" : "text-steel";
  const icon = `mt-0.5 h-5 w-5 shrink-0 ${tone === "dark" ? "text-signal" : "text-ink"}`;
  return (
    <div className="space-y-6">
      <address className="space-y-3 not-italic">
        <p className="flex gap-3">
          <Icon name="map-pin" aria-hidden="true" className={icon} />
          <span>
            {gym.address}, {gym.postcode}
          </span>
        </p>
        <p className="flex gap-3">
          <Icon name="mail" aria-hidden="true" className={icon} />
          <a href={`mailto:${gym.email}`} className="break-all underline decoration-1 hover:decoration-2">
            {gym.email}
          </a>
        </p>
        <PhoneLink className="underline decoration-1 hover:decoration-2">
          {(phone) => (
            <p className="flex gap-3">
              <Icon name="phone" aria-hidden="true" className={icon} />
              {phone}
            </p>
          )}
        </PhoneLink>
      </address>
      {showOpenNow ? <OpenNow hours={gym.hours} className="text-base" /> : null}
      {showTimes ? (
        <div>
          <p className="mb-2 flex items-center gap-2 font-display text-lg font-bold uppercase tracking-wider">
            <Icon name="clock" aria-hidden="true" className="h-5 w-5" />
            Opening times
          </p>
          <dl className={`divide-y ${tone === "dark" ? "divide-paper/15" : "divide-ink/10"}`}>
            {gym.times.map((row) => (
              <div key={row.type} className="flex justify-between gap-4 py-2">
                <dt className={muted}>{row.type}</dt>
                <dd className="text-right font-semibold">{row.time}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}
