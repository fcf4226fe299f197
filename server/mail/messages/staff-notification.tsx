/** To the staff inbox: a new submission (lead, enquiry, investor, interest), every field, and its page. */
import { CallToAction, Layout, mailColors, Paragraph, TextLink, withLineBreaks } from "./layout";

/** A lead's one-press answers (issue 32): call, reply with a short template, mark contacted. */
export interface LeadActions {
  /** tel: link, or null when the number does not read as one. */
  telLink: string | null;
  phone: string;
  /** mailto: the visitor, with a short subject and body (no personal data in them). */
  replyLink: string;
  /** The staff area's one-press confirmation. */
  contactedLink: string;
}

export interface StaffNotificationProps {
  heading: string;
  /** The first paragraph, then any notes ("the offer had ended"). */
  paragraphs: string[];
  /** Label and value, the submission's reference first; values as submitted (React escapes them). */
  fields: [string, string][];
  /** The submission in the staff area. */
  recordLink: string;
  actions?: LeadActions;
}

const cell = {
  color: mailColors.ink,
  fontFamily: "Arial, Helvetica, sans-serif",
  fontSize: "15px",
  lineHeight: "22px",
  padding: "4px 12px 4px 0",
  verticalAlign: "top",
} as const;

export function StaffNotificationMessage({
  heading,
  paragraphs,
  fields,
  recordLink,
  actions,
}: StaffNotificationProps) {
  return (
    <Layout preview={paragraphs[0] ?? heading} heading={heading}>
      {paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      {actions ? (
        <>
          <Paragraph>
            {actions.telLink ? (
              <TextLink href={actions.telLink}>{`Call ${actions.phone}`}</TextLink>
            ) : (
              `Phone: ${actions.phone}`
            )}
          </Paragraph>
          <Paragraph>
            <TextLink href={actions.replyLink}>Reply with a template</TextLink>
          </Paragraph>
          <Paragraph>
            <TextLink href={actions.contactedLink}>Mark contacted</TextLink>
            {" (one press in the staff area once you have called or written)"}
          </Paragraph>
        </>
      ) : null}
      <table
        role="presentation"
        cellPadding={0}
        cellSpacing={0}
        style={{ borderCollapse: "collapse", width: "100%" }}
      >
        <tbody>
          {fields.map(([label, value]) => (
            <tr className="novo-field" key={label}>
              <th align="left" className="novo-text" style={{ ...cell, whiteSpace: "nowrap" }}>
                {label}
              </th>
              <td className="novo-text" style={{ ...cell, padding: "4px 0", wordBreak: "break-word" }}>
                {withLineBreaks(value)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <CallToAction href={recordLink}>Open it in the staff area</CallToAction>
      <Paragraph>Reply to this e-mail to answer the visitor.</Paragraph>
    </Layout>
  );
}
