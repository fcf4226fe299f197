/** Discount lead (Greenwich, Welling): the day-pass code while the offer runs; once it has ended, no code. */
import { CallToAction, Layout, Paragraph, SmallPrint } from "./layout";

export interface DayPassProps {
  greeting: string;
  gymName: string;
  /** The offer as the lead found it; `ended` sends no code (our terms call it void). */
  offer: { code: string; name: string; summary: string; endsOnLabel: string; ended: boolean };
  tourLink: string;
  reference: string;
}

export function DayPassMessage({ greeting, gymName, offer, tourLink, reference }: DayPassProps) {
  if (offer.ended)
    return (
      <Layout
        preview={`The team at ${gymName} will be in touch about current offers.`}
        heading="Thanks for your interest"
      >
        <Paragraph>{greeting}</Paragraph>
        <Paragraph>
          {`Thanks for your interest in ${gymName}. ${
            offer.endsOnLabel
              ? `Our ${offer.name} offer ended on ${offer.endsOnLabel}, so there is no code to send.`
              : "No offer is running now, so there is no code to send."
          }`}
        </Paragraph>
        <Paragraph>The team will be in touch about current offers.</Paragraph>
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
      <CallToAction href={tourLink}>Book a tour</CallToAction>
      <SmallPrint>{`Reference: ${reference}`}</SmallPrint>
    </Layout>
  );
}
