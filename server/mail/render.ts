/**
 * Renders a message component (server/mail/messages/) to the two parts a mail carries: the HTML, and the
 * text part that @react-email/render derives from it (its toPlainText, what `render(..., { plainText })`
 * runs, applied to the HTML already rendered rather than rendering the tree twice).
 */
import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Gmail clips a message's HTML past 102 KB; ours stay well under 100 KB (tests hold each to it). */
export const MAIL_SIZE_LIMIT = 100 * 1024;

// The few shapes of html-to-text (no type package) that the formatters below touch.
interface HtmlNode {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: HtmlNode[];
}
interface TextBuilder {
  openBlock(options: { leadingLineBreaks: number }): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
  addLiteral(text: string): void;
}
type Walk = (nodes: HtmlNode[] | undefined, builder: TextBuilder) => void;

const tags = (node: HtmlNode) => (node.children ?? []).filter((child) => child.type === "tag");

const textOptions = {
  wordwrap: false as const,
  formatters: {
    /** The button: "Book a tour: https://…", on its own paragraph, as the text mails always read. */
    callToAction(elem: HtmlNode, walk: Walk, builder: TextBuilder) {
      builder.openBlock({ leadingLineBreaks: 2 });
      walk(elem.children, builder);
      builder.addLiteral(`: ${elem.attribs?.href ?? ""}`);
      builder.closeBlock({ trailingLineBreaks: 2 });
    },
    /** A row of a field table: "Label: value", one a line. */
    field(elem: HtmlNode, walk: Walk, builder: TextBuilder) {
      const [label, value] = tags(elem);
      builder.openBlock({ leadingLineBreaks: 1 });
      walk(label?.children, builder);
      builder.addLiteral(": ");
      walk(value?.children, builder);
      builder.closeBlock({ trailingLineBreaks: 1 });
    },
  },
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "a[data-cta]", format: "callToAction" },
    { selector: "tr.novo-field", format: "field" },
  ],
};

/** The HTML and text parts of one message. */
export async function renderParts(message: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(message);
  // Blocks that meet (the header, then the heading) would leave two blank lines: one is enough.
  const text = `${toPlainText(html, textOptions)
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
  return { html, text };
}

/** One message with its subject. */
export async function renderMail(subject: string, message: ReactElement): Promise<MailContent> {
  return { subject, ...(await renderParts(message)) };
}
