/** Discount lead (Greenwich, Welling): the day-pass code while the offer runs; once it has ended, no code. */
import { CallToAction, Layout, Paragraph, SmallPrint } from "./layout";

export interface DayPassProps {
  greeting: string;
  gymName: string;
  /** The offer as the lead found it; `ended` sends no code (our terms call it void). */
  offer: { code: string; name: string; summary: string; endsOnLabel: string; ended: boolean };
  tourLink: string;
  reference: string;
  /** When to expect a call, from the gym's staffed hours and threshold (issue 32); null: none said. */
  promise?: string | null;
}

export function DayPassMessage({ greeting, gymName, offer, tourLink, reference, promise }: DayPassProps) {
  // No offer runs: what happens next, never an offer the visitor did not see (issue 32).
  const next = promise ?? `The team at ${gymName} will be in touch soon.`;
  if (offer.ended)
    return (
      <Layout preview={next} heading="Thanks for your interest">
        <Paragraph>{greeting}</Paragraph>
        <Paragraph>{`Thanks for your interest in ${gymName}. ${next}`}</Paragraph>
        <Paragraph>Want to see the gym first? Book a tour at a time that suits you.</Paragraph>
        <CallToAction href={tourLink}>Book a tour</CallToAction>
        <SmallPrint>{`Reference: ${reference}`}</SmallPrint>
      </Layout>
    );
  return (
    <Layout
      preview={`${offer.summary} at ${gymName}. Ends ${offer.endsOnLabel}.`}
      heading={`Your code: ${offer.code}`}
    >
      <Paragraph>{greeting}</Paragraph>
      <Paragraph>
        {`Thanks for your interest in ${gymName}. Your code is `}
        <strong>{offer.code}</strong>
        {`: ${offer.summary}.`}
      </Paragraph>
      <Paragraph>{`The offer ends ${offer.endsOnLabel}.`}</Paragraph>
      {promise ? <Paragraph>{promise}</Paragraph> : null}
      <CallToAction href={tourLink}>Book a tour</CallToAction>
      <SmallPrint>{`Reference: ${reference}`}</SmallPrint>
    </Layout>
  );
}
