import { Icon } from "#app/components/icons/Icon.tsx";
import { Media } from "#app/components/media/Media.tsx";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { Eyebrow, Heading } from "#app/components/ui/Heading.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { DiscountForm } from "#app/features/lead-forms/DiscountForm.tsx";
import { useScrollToFormFromOffers } from "#app/lib/from-offers.ts";
import { endsOnLabel, type Offer } from "#contracts/content/offer.ts";
import type { RecoveryInfo } from "#contracts/content/recovery.ts";

export const RECOVERY_SIGNUP_ID = "recovery-signup";

function Guide({ info, index }: { info: RecoveryInfo; index: number }) {
  const headingId = `${info.id}-guide`;
  const facts = [
    { icon: "clock" as const, label: "Duration", value: info.duration },
    info.temperature
      ? {
          icon: "thermometer" as const,
          label: "Temperature",
          value: info.humidity ? `${info.temperature} at ${info.humidity} humidity` : info.temperature,
        }
      : null,
    { icon: "wind" as const, label: "Activity", value: info.activity },
  ].filter((fact) => fact !== null);
  const reversed = index % 2 === 1;
  return (
    <Section tone={reversed ? "chalk" : "paper"} aria-labelledby={headingId}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
        {info.image ? (
          <Media
            name={info.image}
            className={reversed ? "lg:order-2" : ""}
            sizes="(min-width: 1024px) 50vw, 100vw"
          />
        ) : null}
        <div>
          <Eyebrow>Guide {String(index + 1).padStart(2, "0")}</Eyebrow>
          <Heading level={2} id={headingId}>
            {info.title}
          </Heading>
          <p className="mt-5 text-lg leading-relaxed">{info.summary}</p>
          <dl className="mt-8 grid gap-px bg-ink/15 sm:grid-cols-2">
            {facts.map((fact) => (
              <div
                key={fact.label}
                className={`bg-paper p-5 ${fact.label === "Activity" ? "sm:col-span-2" : ""}`}
              >
                <dt className="flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-steel">
                  <Icon name={fact.icon} aria-hidden="true" className="h-4 w-4" />
                  {fact.label}
                </dt>
                <dd
                  className={
                    fact.label === "Activity"
                      ? "mt-2 leading-relaxed"
                      : "mt-1 font-display text-3xl font-bold uppercase"
                  }
                >
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-8 font-display text-xl font-bold uppercase tracking-wider">Benefits</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {info.benefits.map((benefit) => (
              <li key={benefit} className="bg-ink px-3 py-1.5 text-sm font-semibold text-paper">
                {benefit}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

/** /recovery below the hero: the two guides, when the suites are open, and the sign-up call to action. */
/** A gym with a recovery suite and its recovery hours, formatted (loader data). */
export interface RecoveryGym {
  slug: string;
  name: string;
  hours: { label: string; time: string }[];
}

export function RecoveryGuides({
  guides,
  rules,
  recoveryGyms,
  offer,
}: {
  guides: RecoveryInfo[];
  rules: string[];
  recoveryGyms: RecoveryGym[];
  offer: Offer | null;
}) {
  useScrollToFormFromOffers(RECOVERY_SIGNUP_ID);

  return (
    <>
      {guides.map((info, index) => (
        <Guide key={info.id} info={info} index={index} />
      ))}

      <Section tone="ink" aria-labelledby="recovery-hours">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
          <div>
            <Heading level={2} id="recovery-hours">
              When to recover
            </Heading>
            <ul className="mt-6 space-y-3 text-mist">
              {rules.map((rule) => (
                <li key={rule} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2.5 h-2 w-2 shrink-0 bg-signal" />
                  {rule}
                </li>
              ))}
            </ul>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2">
            {recoveryGyms.map((gym) => (
              <li key={gym.slug} className="border border-paper/15 p-6">
                <h3 className="font-display text-2xl font-bold uppercase">{gym.name}</h3>
                <p className="mt-1 text-sm text-mist">Recovery suite</p>
                <dl className="mt-4 space-y-2">
                  {gym.hours.map((range) => (
                    <div
                      key={range.label}
                      className="flex justify-between gap-4 border-b border-paper/10 pb-2"
                    >
                      <dt className="capitalize text-mist">{range.label}</dt>
                      <dd className="font-semibold">{range.time}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section
        tone="signal"
        id={RECOVERY_SIGNUP_ID}
        aria-labelledby="recovery-signup-heading"
        className="scroll-mt-20"
      >
        <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-end">
          <div>
            <Heading level={2} id="recovery-signup-heading">
              Recover where you train
            </Heading>
            {/* The live offer for a recovery gym (loader data); an ended one is not mentioned. */}
            <p className="mt-5 max-w-2xl text-lg leading-relaxed">
              The sauna and steam room come with membership at{" "}
              {recoveryGyms.map((gym) => gym.name).join(" and ")}.
              {offer ? (
                <>
                  {" "}
                  Try them with {offer.summary.toLowerCase()}: use code <strong>{offer.code}</strong> by{" "}
                  <time dateTime={offer.endsOn}>{endsOnLabel(offer)}</time>.
                </>
              ) : (
                " See our current offers."
              )}
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
            <LinkButton to="/offers" variant="dark" size="lg">
              {offer ? "Claim your discount" : "See our offers"}
              <Icon name="arrow-right" aria-hidden="true" className="h-5 w-5" />
            </LinkButton>
            <LinkButton to="/locations" variant="outline" size="lg">
              Find your gym
            </LinkButton>
          </div>
        </div>
        {/* SPEC §2: the sign-up section's lead form (the discount form), where the from-offers flag lands. */}
        <div className="mt-10 max-w-3xl bg-paper p-6 text-ink shadow-[8px_8px_0_0_var(--color-ink)] md:p-10">
          <DiscountForm tone="light" offerLive={offer !== null} />
        </div>
      </Section>
    </>
  );
}
