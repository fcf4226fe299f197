/** Retreat or Prep interest: the registration discount, and the page about what they registered for. */
import { CallToAction, Layout, Paragraph, SmallPrint } from "./layout";

export interface InterestProps {
  greeting: string;
  /** "Novo retreats" or "Prep meal prep". */
  what: string;
  offerSummary: string;
  pageLink: string;
  reference: string;
}

export function InterestMessage({ greeting, what, offerSummary, pageLink, reference }: InterestProps) {
  return (
    <Layout preview={`You have ${offerSummary}.`} heading="You're on the list">
      <Paragraph>{greeting}</Paragraph>
      <Paragraph>{`Thanks for registering your interest in ${what}. You have ${offerSummary}.`}</Paragraph>
      <Paragraph>We will write to you before bookings open, with your discount.</Paragraph>
      <CallToAction href={pageLink}>{`Read about ${what}`}</CallToAction>
      <SmallPrint>{`Reference: ${reference}`}</SmallPrint>
    </Layout>
  );
}
