/** Staff notices about tours (issue 19): a booking, or a cancellation that freed a place. */
import { Layout, Paragraph } from "./layout";

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
  const heading = props.cancelled ? `Tour cancelled: ${props.when}` : `Tour booked: ${props.when}`;
  const fields: [string, string][] = [
    ["When", props.when],
    ["Name", props.name],
    ["Email", props.email],
    ["Phone", props.phone],
    ["Reference", props.reference],
  ];
  return (
    <Layout heading={heading} preview={`${props.gymName}: ${props.name}`}>
      <Paragraph>
        {props.cancelled
          ? `The visitor cancelled their tour of ${props.gymName}; the place is free again.`
          : `A visitor booked a tour of ${props.gymName}.`}
      </Paragraph>
      {fields.map(([label, value]) => (
        <Paragraph key={label}>{`${label}: ${value}`}</Paragraph>
      ))}
    </Layout>
  );
}
