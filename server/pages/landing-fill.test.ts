import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { attributionOfHeader, cleanAttribution, LANDING_FIELD } from "#contracts/attribution.ts";
import {
  escapeAttribute,
  FilledCopies,
  filledBody,
  filledEtag,
  LandingValues,
  landingFieldValue,
  landingSlots,
  MAX_COPIES,
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

  it("fills another site's host (never its path) and the landing's path, nothing of the visitor's own link", () => {
    expect(value("/greenwich", "https://www.google.com/search?q=secret")).toBe(
      "ref=www.google.com&#38;path=%2Fgreenwich",
    );
    // The campaign reaches a native post through the post's own Referer: one copy serves every link.
    const tagged = value(
      "/welling?utm_source=google&utm_medium=cpc&gclid=xyz&other=1",
      "https://www.google.com/",
    );
    expect(tagged).toBe(value("/welling", "https://www.google.com/"));
    expect(readBack(tagged)).toEqual({
      ...cleanAttribution({}),
      referrer_host: "www.google.com",
      landing_path: "/welling",
    });
  });

  it("writes a forged path cleaned, URL-encoded and escaped: nothing leaves the attribute", () => {
    const forged = value(
      `/greenwich%22%3E%3Cscript%3E?utm_source=${encodeURIComponent('"><x>')}`,
      "https://www.google.com/",
    );
    expect(forged).not.toMatch(/["'<>]|&(?!#38;)/);
    expect(readBack(forged)?.referrer_host).toBe("www.google.com");
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

  it("makes a host's copy once, brotli and gzip, and keeps a handful of hosts a page", async () => {
    const page = Buffer.from(`<p>${field}</p>`);
    const shared = { identity: page, etag: 'W/"abc"', slots: landingSlots(page) };
    const copies = new FilledCopies();
    const [first, again] = await Promise.all([copies.copy(shared, "ref=a"), copies.copy(shared, "ref=a")]);
    expect(again).toBe(first);
    const filled = filledBody(page, shared.slots, Buffer.from("ref=a"));
    expect(first.identity.equals(filled)).toBe(true);
    expect(zlib.brotliDecompressSync(first.br).equals(filled)).toBe(true);
    expect(zlib.gunzipSync(first.gzip).equals(filled)).toBe(true);
    expect(first.etag).toBe(filledEtag('W/"abc"', "ref=a"));
    for (let n = 0; n < MAX_COPIES; n++) await copies.copy(shared, `ref=h${n}`);
    // Pushed out by MAX_COPIES others, "ref=a" is made again; the most recent ones are kept.
    expect(await copies.copy(shared, "ref=a")).not.toBe(first);
    const recent = await copies.copy(shared, `ref=h${MAX_COPIES - 1}`);
    expect(await copies.copy(shared, `ref=h${MAX_COPIES - 1}`)).toBe(recent);
  });

  it("remembers a value per path and Referer, as landingFieldValue gives it, a bounded number of them", () => {
    const values = new LandingValues(2);
    const google = "https://www.google.com/";
    expect(values.of("/greenwich?utm_source=x", google, origins)).toBe(value("/greenwich", google));
    expect(values.of("/greenwich", google, origins)).toBe(value("/greenwich", google));
    expect(values.of("/welling", google, origins)).toBe(value("/welling", google));
    expect(values.of("/welling", `${origins[0]}/offers`, origins)).toBeNull();
    expect(values.of("/welling", undefined, origins)).toBeNull();
    expect(values.of("/welling", "https://l.facebook.com/", origins)).toBe(
      value("/welling", "https://l.facebook.com/"),
    );
  });
});
