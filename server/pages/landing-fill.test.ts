import { describe, expect, it } from "vitest";
import { attributionOfHeader, cleanAttribution, LANDING_FIELD } from "#contracts/attribution.ts";
import {
  escapeAttribute,
  filledBody,
  filledEtag,
  landingFieldValue,
  landingSlots,
  MAX_SLOTS,
} from "./landing-fill";

const origins = ["https://novo.example", "http://127.0.0.1:3000"];
const field = `<input type="hidden" name="${LANDING_FIELD}" value=""/>`;
const value = (url: string, referer?: string) => landingFieldValue(url, referer, origins);
/** What a native post would read back out of the filled field (the browser unescapes the attribute). */
const readBack = (filled: string | null) =>
  attributionOfHeader(filled?.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))));

describe("the landing field of a cached page", () => {
  it("finds each form's empty field once, a bounded number of them, and nothing in a page without forms", () => {
    const page = Buffer.from(`<form>${field}</form><p>name="${LANDING_FIELD}"</p><form>${field}</form>`);
    const slots = landingSlots(page);
    expect(slots).toHaveLength(2);
    for (const slot of slots) expect(page.subarray(slot - 7, slot + 1).toString()).toBe('value=""');
    expect(landingSlots(Buffer.from(field.repeat(50)))).toHaveLength(MAX_SLOTS);
    expect(landingSlots(Buffer.from("<main><h1>FAQ</h1></main>"))).toEqual([]);
    // A filled field (a page answering a post) is no slot.
    expect(landingSlots(Buffer.from(field.replace('value=""', 'value="path=%2F"')))).toEqual([]);
  });

  it("leaves the page alone without another site's Referer, a campaign link included", () => {
    expect(value("/greenwich")).toBeNull();
    expect(value("/greenwich", "https://novo.example/offers")).toBeNull();
    expect(value("/greenwich", "http://127.0.0.1:3000/")).toBeNull();
    // The site's own origin however its Host spells it: a default port, capitals.
    expect(
      landingFieldValue("/greenwich", "http://localhost/", ["https://novo.example", "http://Localhost:80"]),
    ).toBeNull();
    // A tagged link's parameters reach a native post through its own Referer (the landing's URL).
    expect(value("/welling?utm_source=google&utm_medium=cpc&gclid=xyz")).toBeNull();
    expect(value("/offers", "https://novo.example/greenwich?utm_campaign=jan-daypass")).toBeNull();
    // Nothing usable: not a URL, or no host that is a host.
    expect(value("/greenwich", "not a url")).toBeNull();
    expect(value("/greenwich", "https://%3Cscript%3E/")).toBeNull();
  });

  it("fills another site's host (never its path), with the landing's campaign and its path", () => {
    expect(value("/greenwich", "https://www.google.com/search?q=secret")).toBe(
      "ref=www.google.com&#38;path=%2Fgreenwich",
    );
    const tagged = value(
      "/welling?utm_source=google&utm_medium=cpc&gclid=xyz&other=1",
      "https://www.google.com/",
    );
    expect(readBack(tagged)).toEqual({
      ...cleanAttribution({}),
      utm_source: "google",
      utm_medium: "cpc",
      gclid: "xyz",
      referrer_host: "www.google.com",
      landing_path: "/welling",
    });
  });

  it("writes forged values cut, cleaned, URL-encoded and escaped: nothing leaves the attribute", () => {
    const forged = value(
      `/greenwich?utm_source=${encodeURIComponent('"><script>alert(1)</script>')}&utm_campaign=${"c".repeat(10_240)}&utm_term=%00%E2%80%AEx`,
      "https://www.google.com/",
    );
    expect(forged).not.toMatch(/["'<>]|&(?!#38;)/);
    expect(forged?.length).toBeLessThan(4200);
    const read = readBack(forged);
    expect(read?.utm_source).toBe('"><script>alert(1)</script>');
    expect(read?.utm_campaign).toBe("c".repeat(200));
    expect(read?.utm_term).toBe("x");
    expect(read?.referrer_host).toBe("www.google.com");
    // A request path that looks like another host is a path of this site.
    expect(readBack(value("//evil.example/x", "https://www.google.com/"))?.landing_path).toBeNull();
  });

  it("escapes what an attribute must not hold, and tells a filled copy's validator apart", () => {
    expect(escapeAttribute(`a&b"c'd<e>`)).toBe("a&#38;b&#34;c&#39;d&#60;e&#62;");
    expect(filledEtag('W/"abc"', "x")).toMatch(/^W\/"abc-[\w-]{12}"$/);
    expect(filledEtag('W/"abc"', "x")).not.toBe(filledEtag('W/"abc"', "y"));
  });

  it("puts the value in every slot and nowhere else", () => {
    const page = Buffer.from(`<a>${field}<b>${field}</b>`);
    const filled = filledBody(page, landingSlots(page), Buffer.from("ref=x")).toString();
    expect(filled).toBe(
      `<a>${field.replace('value=""', 'value="ref=x"')}<b>${field.replace('value=""', 'value="ref=x"')}</b>`,
    );
  });
});
