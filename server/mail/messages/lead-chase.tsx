/** A lead (or several) still new after the gym's threshold of staffed time (issue 32): to call now. */
import { Layout, Paragraph, SmallPrint, TextLink } from "./layout";

export interface ChasedLead {
  name: string;
  gymName: string;
  /** "Tuesday 10 November, 4:52pm" (London). */
  received: string;
  waitedMinutes: number;
  phone: string;
  /** tel: link, or null for a number that does not read as one. */
  telLink: string | null;
  recordLink: string;
  contactedLink: string;
}

export interface LeadChaseProps {
  heading: string;
  intro: string;
  leads: ChasedLead[];
}

export function LeadChaseMessage({ heading, intro, leads }: LeadChaseProps) {
  return (
    <Layout preview={intro} heading={heading}>
      <Paragraph>{intro}</Paragraph>
      {leads.map((lead) => (
        <div key={lead.recordLink}>
          <Paragraph>
            <strong>{lead.name}</strong>
            {`, ${lead.gymName}: waiting ${lead.waitedMinutes} staffed ${lead.waitedMinutes === 1 ? "minute" : "minutes"} (received ${lead.received}).`}
          </Paragraph>
          <Paragraph>
            {lead.telLink ? (
              <TextLink href={lead.telLink}>{`Call ${lead.phone}`}</TextLink>
            ) : (
              `Phone: ${lead.phone}`
            )}
            {" · "}
            <TextLink href={lead.contactedLink}>Mark contacted</TextLink>
            {" · "}
            <TextLink href={lead.recordLink}>Open it</TextLink>
          </Paragraph>
        </div>
      ))}
      <SmallPrint>
        Calling, replying or changing a lead's status in the staff area stops these reminders for that lead.
      </SmallPrint>
    </Layout>
  );
}
