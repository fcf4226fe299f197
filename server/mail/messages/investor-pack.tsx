/** Investor enquiry: the investor pack to download, and who will be in touch. */
import { CallToAction, Layout, Paragraph, SmallPrint, TextLink } from "./layout";

export interface InvestorPackProps {
  greeting: string;
  brandName: string;
  packTitle: string;
  packLink: string;
  managementEmail: string;
  reference: string;
}

export function InvestorPackMessage(props: InvestorPackProps) {
  const { greeting, brandName, packTitle, packLink, managementEmail, reference } = props;
  return (
    <Layout preview={`Your ${packTitle}, and who will be in touch.`} heading={`Your ${packTitle}`}>
      <Paragraph>{greeting}</Paragraph>
      <Paragraph>{`Thank you for your interest in franchising with ${brandName}.`}</Paragraph>
      <CallToAction href={packLink}>Download the investor pack</CallToAction>
      <Paragraph>
        {"A member of our management team will be in touch. You can also write to "}
        <TextLink href={`mailto:${managementEmail}`}>{managementEmail}</TextLink>.
      </Paragraph>
      <SmallPrint>{`Reference: ${reference}`}</SmallPrint>
    </Layout>
  );
}
