/**
 * Every message as its recipient gets it: the text part pinned in a file snapshot (server/mail/__snapshots__),
 * and the HTML part checked for the brand header, the one call to action, dark-mode readiness, size and
 * escaping of what a visitor typed.
 */
import { describe, expect, it } from "vitest";
import { shippedGyms } from "#tests/shipped.ts";
import { lead, messages, origin, running, submission, tourStaffNotices } from "./message-fixtures";
import { MAIL_SIZE_LIMIT } from "./render";
import { dayPassConfirmation, staffNotification } from "./templates";

describe.each(messages)("the $name message", ({ name, render, cta, href }) => {
  it("has a text part as pinned, with its call to action as a line", async () => {
    const mail = await render();
    await expect(mail.text).toMatchFileSnapshot(`__snapshots__/${name}.txt`);
    expect(mail.text).toContain(`\n${cta}: ${href}\n`);
    // The header's wordmark, and nothing the text part should not carry (the hidden preview, markup).
    expect(mail.text.startsWith("NOVO\n")).toBe(true);
    expect(mail.text).not.toMatch(/<[a-z!/]/i);
  });

  it("has an HTML part with the brand header, one button to its link, dark-mode colours, under 100 KB", async () => {
    const mail = await render();
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain(">NOVO</p>");
    const buttons = [...mail.html.matchAll(/<a data-cta="" href="([^"]+)"/g)].map((m) => m[1]);
    expect(buttons).toEqual([href.replaceAll("&", "&amp;")]);
    expect(mail.html).toContain(`>${cta}</span>`);
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(mail.html).toContain("@media (prefers-color-scheme: dark)");
    expect(Buffer.byteLength(mail.html) + Buffer.byteLength(mail.text)).toBeLessThan(MAIL_SIZE_LIMIT);
  });
});

describe.each(tourStaffNotices)("the $name notice", ({ name, render }) => {
  it("has a text part as pinned and an HTML part with the brand header, no button, under 100 KB", async () => {
    const mail = await render();
    await expect(mail.text).toMatchFileSnapshot(`__snapshots__/${name}.txt`);
    expect(mail.text.startsWith("NOVO\n")).toBe(true);
    expect(mail.text).toContain("\nEmail: jane@example.com\n");
    expect(mail.html).toContain(">NOVO</p>");
    expect(mail.html).not.toContain("data-cta");
    expect(mail.html).toContain("@media (prefers-color-scheme: dark)");
    expect(Buffer.byteLength(mail.html) + Buffer.byteLength(mail.text)).toBeLessThan(MAIL_SIZE_LIMIT);
  });
});

describe("submitted values", () => {
  const hostile = {
    gym: "novogreenwich",
    firstName: `<script>alert("x")</script>`,
    lastName: `"&<>`,
    email: "jane@example.com",
    phoneNum: "07700 900123",
    subject: `<script>alert('x')</script>`,
    message: `"&<> </td></table><img src=x onerror="alert(1)">`,
  };

  it("are escaped in the staff mail's HTML and kept as typed in its text", async () => {
    const mail = await staffNotification(submission("enquiry", hostile), shippedGyms, [], origin);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain(">&quot;&amp;&lt;&gt;</td>");
    expect(mail.html).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
    expect(mail.html).toContain(
      "&quot;&amp;&lt;&gt; &lt;/td&gt;&lt;/table&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;",
    );
    expect(mail.text).toContain(`First name: <script>alert("x")</script>\n`);
    expect(mail.text).toContain(`Last name: "&<>\n`);
    expect(mail.text).toContain(`Message: "&<> </td></table><img src=x onerror="alert(1)">\n`);
    // The subject (a header) is one line; the HTML's title is escaped with the rest.
    expect(mail.subject).toBe(`Enquiry - Novo Greenwich: <script>alert("x")</script> "&<>`);
    expect(mail.html).toContain("<title>Enquiry - Novo Greenwich</title>");
  });

  it("never reach a visitor's mail unless the name passes the name rule", async () => {
    const { mail } = await dayPassConfirmation(
      submission("lead", { ...lead, ...hostile }),
      shippedGyms,
      origin,
      running,
    );
    expect(mail.text).toContain("Hello,\n");
    for (const part of [mail.html, mail.text]) {
      expect(part).not.toContain("script");
      expect(part).not.toContain("&quot;&amp;");
    }
  });

  it("keep a visitor's line breaks in both parts", async () => {
    const mail = await staffNotification(
      submission("enquiry", { ...hostile, message: "first line\nsecond & last" }),
      shippedGyms,
      [],
      origin,
    );
    expect(mail.html).toContain("first line<br/>second &amp; last");
    expect(mail.text).toContain("Message: first line\nsecond & last\n");
  });
});
