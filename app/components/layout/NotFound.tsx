import { LinkButton } from "#app/components/ui/Button.tsx";
import { Container } from "#app/components/ui/Section.tsx";
import type { NotFoundCopy } from "#contracts/content/page-meta.ts";

export function NotFound({ copy }: { copy: NotFoundCopy }) {
  return (
    <section className="bg-ink py-32 text-paper">
      <Container className="max-w-3xl">
        <p className="mb-4 font-display text-8xl font-bold text-signal" aria-hidden="true">
          404
        </p>
        <h1 className="font-display text-h1">{copy.heading}</h1>
        <p className="mt-6 max-w-xl text-lg text-mist">{copy.text}</p>
        <LinkButton to="/" className="mt-10">
          {copy.button}
        </LinkButton>
      </Container>
    </section>
  );
}
