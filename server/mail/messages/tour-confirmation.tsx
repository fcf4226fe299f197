/** The visitor's tour confirmation and reminder (issue 19): when, where, and the link to cancel. */
import { CallToAction, Layout, Paragraph, SmallPrint, TextLink } from "./layout";

export interface TourMailProps {
  /** Greeting name, already checked against the name rule; null: "Hello,". */
  firstName: string | null;
  gymName: string;
  address: string;
  /** "Sunday 29 March, 8:00am" (London). */
  when: string;
  cancelUrl: string;
  reference: string;
  phone: string;
}

export function TourConfirmation(props: TourMailProps & { reminder?: boolean }) {
  const heading = props.reminder
    ? `Your tour of ${props.gymName} is tomorrow`
    : `Your tour of ${props.gymName} is booked`;
  return (
    <Layout heading={heading} preview={`${props.when} at ${props.gymName}`}>
      <Paragraph>{props.firstName ? `Hi ${props.firstName},` : "Hello,"}</Paragraph>
      <Paragraph>
        {props.reminder
          ? "A reminder: we look forward to showing you round "
          : "We look forward to showing you round "}
        {props.gymName} on <strong>{props.when}</strong>. The tour takes about 30 minutes; ask for a member of
        the team at the front desk.
      </Paragraph>
      <Paragraph>{`Where: ${props.address}`}</Paragraph>
      {props.reminder ? null : <Paragraph>The calendar invite is attached.</Paragraph>}
      <CallToAction href={props.cancelUrl}>Cancel or change this booking</CallToAction>
      <Paragraph>
        {"Questions? Call us on "}
        <TextLink href={`tel:${props.phone.replace(/\s/g, "")}`}>{props.phone}</TextLink>.
      </Paragraph>
      <SmallPrint>{`Reference: ${props.reference}`}</SmallPrint>
    </Layout>
  );
}
