import { LinkButton } from "#app/components/ui/Button.tsx";
import { Container } from "#app/components/ui/Section.tsx";
import { notFoundCopy } from "#app/content/pages.ts";

export function NotFound() {
  return (
    <section className="bg-ink py-32 text-paper">
      <Container className="max-w-3xl">
        <p className="mb-4 font-display text-8xl font-bold text-signal" aria-hidden="true">
          404
        </p>
        <h1 className="font-display text-h1">{notFoundCopy.heading}</h1>
        <p className="mt-6 max-w-xl text-lg text-mist">{notFoundCopy.text}</p>
        <LinkButton to="/" className="mt-10">
          {notFoundCopy.button}
        </LinkButton>
      </Container>
    </section>
  );
}
