/** The visitor's tour confirmation and reminder (issue 19): when, where, and the link to cancel. */
import { Button, Link, Text } from "@react-email/components";
import { Layout } from "./layout";

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
  const title = props.reminder
    ? `Your tour of ${props.gymName} is tomorrow`
    : `Your tour of ${props.gymName} is booked`;
  return (
    <Layout title={title} preview={`${props.when} at ${props.gymName}`}>
      <Text>{props.firstName ? `Hi ${props.firstName},` : "Hello,"}</Text>
      <Text>
        {props.reminder
          ? "A reminder: we look forward to showing you round "
          : "We look forward to showing you round "}
        {props.gymName} on <strong>{props.when}</strong>. The tour takes about 30 minutes; ask for a member of
        the team at the front desk.
      </Text>
      <Text>Where: {props.address}</Text>
      {props.reminder ? null : <Text>The calendar invite is attached.</Text>}
      <Button
        href={props.cancelUrl}
        style={{
          background: "#111111",
          color: "#ffffff",
          padding: "12px 20px",
          borderRadius: 4,
          fontWeight: 700,
        }}
      >
        Cancel or change this booking
      </Button>
      <Text>
        Questions? Call us on <Link href={`tel:${props.phone.replace(/\s/g, "")}`}>{props.phone}</Link>.
      </Text>
      <Text style={{ fontSize: 12 }}>Reference: {props.reference}</Text>
    </Layout>
  );
}
