/** An invitation to the staff area: the role given, and where to sign in (a link is e-mailed at each sign-in). */
import { CallToAction, Layout, Paragraph } from "./layout";

export interface StaffInvitationProps {
  brandName: string;
  /** "Management" or the place's name. */
  roleLabel: string;
  signInUrl: string;
}

export function StaffInvitationMessage({ brandName, roleLabel, signInUrl }: StaffInvitationProps) {
  return (
    <Layout preview={`You have access to the ${brandName} staff area.`} heading="Welcome to the staff area">
      <Paragraph>{`You have been given access to the ${brandName} staff area as ${roleLabel}.`}</Paragraph>
      <Paragraph>{`To sign in, open ${signInUrl} and enter this e-mail address: we e-mail you a sign-in link each time.`}</Paragraph>
      <CallToAction href={signInUrl}>Sign in</CallToAction>
      <Paragraph>If you did not expect this, ignore this e-mail.</Paragraph>
    </Layout>
  );
}
