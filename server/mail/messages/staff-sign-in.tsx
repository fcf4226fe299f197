/** The staff sign-in link: one button, how long it lasts, and what to do if it was not asked for. */
import { CallToAction, Layout, Paragraph } from "./layout";

export interface StaffSignInProps {
  brandName: string;
  link: string;
  minutes: number;
}

export function StaffSignInMessage({ brandName, link, minutes }: StaffSignInProps) {
  return (
    <Layout preview={`Your ${brandName} staff sign-in link, valid for ${minutes} minutes.`} heading="Sign in">
      <Paragraph>{`Sign in to the ${brandName} staff area:`}</Paragraph>
      <CallToAction href={link}>Sign in</CallToAction>
      <Paragraph>{`The link works once, for ${minutes} minutes. If you did not ask for it, ignore this e-mail.`}</Paragraph>
    </Layout>
  );
}
