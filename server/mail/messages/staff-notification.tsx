/** To the staff inbox: a new submission (lead, enquiry, investor, interest), every field, and its page. */
import { CallToAction, Layout, mailColors, Paragraph, withLineBreaks } from "./layout";

export interface StaffNotificationProps {
  heading: string;
  /** The first paragraph, then any notes ("the offer had ended"). */
  paragraphs: string[];
  /** Label and value, the submission's reference first; values as submitted (React escapes them). */
  fields: [string, string][];
  /** The submission in the staff area. */
  recordLink: string;
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
}: StaffNotificationProps) {
  return (
    <Layout preview={paragraphs[0] ?? heading} heading={heading}>
      {paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
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
