/** Staff notices about tours (issue 19): a booking, or a cancellation that freed a place. */
import { Text } from "@react-email/components";
import { Layout } from "./layout";

export interface TourStaffProps {
  cancelled?: boolean;
  gymName: string;
  when: string;
  name: string;
  email: string;
  phone: string;
  reference: string;
}

export function TourStaffNotice(props: TourStaffProps) {
  const title = props.cancelled ? `Tour cancelled: ${props.when}` : `Tour booked: ${props.when}`;
  return (
    <Layout title={title}>
      <Text>
        {props.cancelled
          ? `The visitor cancelled their tour of ${props.gymName}; the place is free again.`
          : `A visitor booked a tour of ${props.gymName}.`}
      </Text>
      <Text>
        When: {props.when}
        <br />
        Name: {props.name}
        <br />
        Email: {props.email}
        <br />
        Phone: {props.phone}
        <br />
        Reference: {props.reference}
      </Text>
    </Layout>
  );
}
