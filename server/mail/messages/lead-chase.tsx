/** A lead (or several) still new after the gym's threshold of staffed time (issue 32): to call now. */
import { Layout, Paragraph, SmallPrint, TextLink } from "./layout";

export interface ChasedLead {
  /** The start of the lead's id, as the staff area shows it. */
  reference: string;
  gymName: string;
  /** "Tuesday 10 November, 4:52pm" (London). */
  received: string;
  waitedMinutes: number;
  recordLink: string;
  contactedLink: string;
  /**
   * Who to call: only in a reminder about this one lead, which is stored on the lead's own row. A digest is
   * stored on one lead's row and names every lead by reference and link alone, so erasing one person
   * leaves no copy of them in another's message (issue 36).
   */
  contact?: { name: string; phone: string; telLink: string | null };
}

export interface LeadChaseProps {
  heading: string;
  intro: string;
  leads: ChasedLead[];
}

const minutes = (n: number) => `${n} staffed ${n === 1 ? "minute" : "minutes"}`;

export function LeadChaseMessage({ heading, intro, leads }: LeadChaseProps) {
  return (
    <Layout preview={intro} heading={heading}>
      <Paragraph>{intro}</Paragraph>
      {leads.map((lead) => (
        <div key={lead.recordLink}>
          <Paragraph>
            <strong>{lead.contact ? lead.contact.name : `Lead ${lead.reference}`}</strong>
            {`, ${lead.gymName}: waiting ${minutes(lead.waitedMinutes)} (received ${lead.received}).`}
          </Paragraph>
          <Paragraph>
            {lead.contact ? (
              lead.contact.telLink ? (
                <TextLink href={lead.contact.telLink}>{`Call ${lead.contact.phone}`}</TextLink>
              ) : (
                `Phone: ${lead.contact.phone}`
              )
            ) : (
              <TextLink href={lead.recordLink}>Open it to call</TextLink>
            )}
            {" · "}
            <TextLink href={lead.contactedLink}>Mark contacted</TextLink>
            {lead.contact ? (
              <>
                {" · "}
                <TextLink href={lead.recordLink}>Open it</TextLink>
              </>
            ) : null}
          </Paragraph>
        </div>
      ))}
      <SmallPrint>
        Calling, replying or changing a lead's status in the staff area stops these reminders for that lead.
      </SmallPrint>
    </Layout>
  );
}
