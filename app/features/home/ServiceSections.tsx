import { Icon } from "#app/components/icons/Icon.tsx";
import { Media } from "#app/components/media/Media.tsx";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { Eyebrow, Heading } from "#app/components/ui/Heading.tsx";
import { Container } from "#app/components/ui/Section.tsx";
import type { HomeService } from "#contracts/content/home.ts";

/** The four services (gyms, Armory, retreats, Prep), alternating image side and tone. */
export function ServiceSections({ services }: { services: HomeService[] }) {
  return (
    <>
      {services.map((service, index) => {
        const dark = index % 2 === 1;
        const headingId = `service-${service.id}`;
        return (
          <section
            key={service.id}
            aria-labelledby={headingId}
            className={`py-(--spacing-section) ${dark ? "bg-ink text-paper" : "bg-paper text-ink on-light"}`}
          >
            <Container className="grid gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
              <Media
                name={service.image}
                className={index % 2 === 1 ? "lg:order-2" : ""}
                sizes="(min-width: 1024px) 50vw, 100vw"
              />
              <div>
                <Eyebrow>{service.eyebrow}</Eyebrow>
                <Heading level={2} id={headingId}>
                  {service.heading}
                </Heading>
                <p className={`mt-5 text-lg leading-relaxed ${dark ? "text-mist" : ""}`}>{service.text}</p>
                <ul className="mt-6 space-y-2">
                  {service.points.map((point) => (
                    <li key={point} className="flex gap-3">
                      <span aria-hidden="true" className="mt-2.5 h-2 w-2 shrink-0 bg-signal" />
                      {point}
                    </li>
                  ))}
                </ul>
                <LinkButton to={service.cta.to} variant={dark ? "primary" : "dark"} className="mt-8">
                  {service.cta.label}
                  <Icon name="arrow-right" aria-hidden="true" className="h-5 w-5" />
                </LinkButton>
              </div>
            </Container>
          </section>
        );
      })}
    </>
  );
}
