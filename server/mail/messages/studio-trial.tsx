/** A studio lead (the Armory, SPEC §3): the free trial's terms and the way to the timetable. */
import { CallToAction, Layout, Paragraph, SmallPrint } from "./layout";

export interface StudioTrialProps {
  greeting: string;
  gymName: string;
  trialSummary: string;
  timetableLink: string;
  reference: string;
  /** When to expect a call, from the gym's staffed hours and threshold (issue 32); null: none said. */
  promise?: string | null;
}

export function StudioTrialMessage({
  greeting,
  gymName,
  trialSummary,
  timetableLink,
  reference,
  promise,
}: StudioTrialProps) {
  return (
    <Layout preview={`Your trial at ${gymName}: ${trialSummary}.`} heading="Your free trial">
      <Paragraph>{greeting}</Paragraph>
      <Paragraph>{`Thanks for signing up at ${gymName}. Your trial gives you ${trialSummary}.`}</Paragraph>
      {promise ? <Paragraph>{promise}</Paragraph> : null}
      <CallToAction href={timetableLink}>See the timetable and book your first class</CallToAction>
      <SmallPrint>{`Reference: ${reference}`}</SmallPrint>
    </Layout>
  );
}
