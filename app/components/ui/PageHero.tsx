import type { ReactNode } from "react";
import { Media } from "#app/components/media/Media.tsx";
import type { ImageKey } from "#contracts/content/media.ts";
import { Eyebrow } from "./Heading";
import { Container } from "./Section";

interface PageHeroProps {
  eyebrow?: string;
  heading: ReactNode;
  intro?: ReactNode;
  image?: ImageKey;
  children?: ReactNode;
}

/** The dark opening band of a page: its one h1, the introduction and optional calls to action. */
export function PageHero({ eyebrow, heading, intro, image, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-ink text-paper">
      <Container
        className={`grid gap-10 py-16 md:py-24 ${image ? "lg:grid-cols-[1.1fr_1fr] lg:items-center" : ""}`}
      >
        <div className="max-w-3xl">
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h1 className="font-display text-h1 text-balance">{heading}</h1>
          {intro ? (
            <div className="mt-6 max-w-2xl text-lg leading-relaxed text-mist md:text-xl">{intro}</div>
          ) : null}
          {children ? <div className="mt-10 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {image ? (
          <Media name={image} priority className="w-full" sizes="(min-width: 1024px) 40vw, 100vw" />
        ) : null}
      </Container>
    </section>
  );
}
