/**
 * The frame every message shares: the brand header, one heading, the body, the footer. Messages pass
 * `preview` (the inbox's one-line summary), `heading` and their content built from the small pieces below.
 *
 * Dark mode: the page declares `color-scheme: light dark`, is styled inline for light, and a
 * prefers-color-scheme block (with Outlook.com's [data-ogsc] twin) swaps the card and text colours. The
 * header and the button are ink and signal yellow in both schemes, a pair that keeps its contrast whether
 * or not a client inverts colours.
 */
// Each component from its own package: the @react-email/components barrel also loads Tailwind, Markdown and
// code highlighting, about 2 s at every process start (server, CLI, each test file), for nothing used here.
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createContext, createElement, type ReactElement, type ReactNode, useContext } from "react";
import { brand } from "#contracts/content/brand.ts";

/** The site's palette (app/app.css), repeated because mail clients read no stylesheet of ours. */
export const mailColors = {
  ink: "#0c0c0d",
  ink2: "#17171a",
  steel: "#5c5c66",
  mist: "#b9b9c0",
  chalk: "#f4f2ec",
  paper: "#fbfaf7",
  signal: "#ffd60a",
} as const;

const font = "Arial, Helvetica, sans-serif";

const darkMode = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
body.novo-page { background-color: ${mailColors.chalk}; }
@media (prefers-color-scheme: dark) {
  .novo-page { background-color: ${mailColors.ink} !important; }
  .novo-card { background-color: ${mailColors.ink2} !important; }
  .novo-text { color: ${mailColors.chalk} !important; }
  .novo-muted { color: ${mailColors.mist} !important; }
  .novo-link { color: ${mailColors.signal} !important; }
}
[data-ogsc] .novo-page { background-color: ${mailColors.ink} !important; }
[data-ogsc] .novo-card { background-color: ${mailColors.ink2} !important; }
[data-ogsc] .novo-text { color: ${mailColors.chalk} !important; }
[data-ogsc] .novo-muted { color: ${mailColors.mist} !important; }
[data-ogsc] .novo-link { color: ${mailColors.signal} !important; }
`;

/** The company's phone the footer gives (content/company.yaml), as the content has it when the mail is written. */
const MailContact = createContext<{ phone: string } | null>(null);

/** A message whose footer gives `phone`; without it the footer leaves the line out. */
export function withContact(message: ReactElement, contact: { phone: string }): ReactElement {
  return createElement(MailContact.Provider, { value: { phone: contact.phone } }, message);
}

export interface LayoutProps {
  /** The inbox's summary line (hidden in the message, left out of the text part). */
  preview: string;
  heading: string;
  children: ReactNode;
}

export function Layout({ preview, heading, children }: LayoutProps) {
  const contact = useContext(MailContact);
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{heading}</title>
        <style>{darkMode}</style>
      </Head>
      <Preview>{preview}</Preview>
      {/* Body copies a background onto a cell no class reaches, so the page colour sits on a Section. */}
      <Body className="novo-page" style={{ margin: 0 }}>
        <Section className="novo-page" style={{ backgroundColor: mailColors.chalk, padding: "24px 0" }}>
          <Container style={{ maxWidth: "560px", width: "100%" }}>
            <Section
              style={{
                backgroundColor: mailColors.ink,
                borderBottom: `4px solid ${mailColors.signal}`,
                padding: "20px 32px",
              }}
            >
              <Text
                style={{
                  color: mailColors.paper,
                  fontFamily: font,
                  fontSize: "26px",
                  fontWeight: 800,
                  letterSpacing: "4px",
                  lineHeight: "30px",
                  margin: 0,
                }}
              >
                {brand.name.toUpperCase()}
              </Text>
            </Section>
            <Section
              className="novo-card"
              style={{ backgroundColor: mailColors.paper, padding: "8px 32px 24px" }}
            >
              <Heading
                as="h1"
                className="novo-text"
                style={{ color: mailColors.ink, fontFamily: font, fontSize: "24px", lineHeight: "30px" }}
              >
                {heading}
              </Heading>
              {children}
            </Section>
            <Section style={{ padding: "16px 32px" }}>
              <SmallPrint>
                {brand.name}. {brand.tagline}
              </SmallPrint>
              {contact ? <SmallPrint>Questions? Call us on {contact.phone}.</SmallPrint> : null}
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}

const paragraphStyle = { color: mailColors.ink, fontFamily: font, fontSize: "16px", lineHeight: "24px" };

/** A paragraph of the message. Line breaks in the text (a visitor's message) are kept. */
export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text className="novo-text" style={paragraphStyle}>
      {typeof children === "string" ? withLineBreaks(children) : children}
    </Text>
  );
}

/** Quieter text: references, notes under the action, the footer. */
export function SmallPrint({ children }: { children: ReactNode }) {
  return (
    <Text
      className="novo-muted"
      style={{
        color: mailColors.steel,
        fontFamily: font,
        fontSize: "13px",
        lineHeight: "20px",
        margin: "4px 0",
      }}
    >
      {children}
    </Text>
  );
}

/** A link inside a paragraph: underlined ink in light mode, signal yellow in dark. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link className="novo-link" href={href} style={{ color: mailColors.ink, textDecoration: "underline" }}>
      {children}
    </Link>
  );
}

/**
 * The message's one call to action: a button. The text part reads "<label>: <url>" (see render.ts), and the
 * address is repeated under the button for clients that strip buttons or links.
 */
export function CallToAction({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ padding: "16px 0 8px" }}>
      <Button
        data-cta=""
        href={href}
        style={{
          backgroundColor: mailColors.signal,
          borderRadius: "4px",
          color: mailColors.ink,
          fontFamily: font,
          fontSize: "16px",
          fontWeight: 700,
          padding: "14px 24px",
          textDecoration: "none",
        }}
      >
        {children}
      </Button>
      <Text
        data-skip-in-text="true"
        className="novo-muted"
        style={{ color: mailColors.steel, fontFamily: font, fontSize: "13px", lineHeight: "20px" }}
      >
        Or open this address: <TextLink href={href}>{href}</TextLink>
      </Text>
    </Section>
  );
}

/** A submitted value as typed: React escapes it; its line breaks become <br> so both parts keep them. */
export function withLineBreaks(value: string): ReactNode {
  const lines = value.split(/\r\n|\r|\n/);
  if (lines.length === 1) return value;
  // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a rendered-once string never reorder
  return lines.flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]));
}
