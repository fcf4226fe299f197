/**
 * The shared frame of every message (brand header, readable in dark mode). Minimal version for the tour
 * messages; the React Email conversion of all messages brings the full one.
 */
import { Body, Container, Head, Heading, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

export function Layout({
  title,
  preview,
  children,
}: {
  title: string;
  preview?: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </Head>
      {preview ? <Preview>{preview}</Preview> : null}
      <Body style={{ fontFamily: "Arial, Helvetica, sans-serif", lineHeight: 1.5, margin: 0, padding: 0 }}>
        <Container style={{ maxWidth: 560, padding: "16px" }}>
          <Section>
            <Text style={{ fontSize: 22, fontWeight: 700, letterSpacing: 2, margin: "0 0 8px" }}>NOVO</Text>
          </Section>
          <Heading as="h1" style={{ fontSize: 20, margin: "0 0 16px" }}>
            {title}
          </Heading>
          {children}
        </Container>
      </Body>
    </Html>
  );
}
