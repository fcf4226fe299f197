import { describe, expect, it } from "vitest";
import {
  ATTRIBUTION_MAX,
  attributionOfHeader,
  attributionOfLanding,
  campaignParams,
  cleanAttribution,
  cleanHost,
  cleanPath,
  cleanValue,
  LANDING_HEADER_MAX,
  landingHeaderValue,
  withCampaignOfPost,
} from "./attribution";

describe("attribution values", () => {
  it("cuts a 10 KB value to the bound, in characters", () => {
    expect(cleanValue("c".repeat(10_240))).toBe("c".repeat(ATTRIBUTION_MAX));
    expect(Array.from(cleanValue("é".repeat(300)) ?? "")).toHaveLength(ATTRIBUTION_MAX);
  });

  it("strips control characters, bidi overrides and zero-width marks, and lone surrogates", () => {
    expect(cleanValue("jan\u0000-\u0007day\r\npass\u202e\u200b\ud800")).toBe("jan-daypass");
    expect(cleanValue('\t=HYPERLINK("http://x")')).toBe('=HYPERLINK("http://x")');
    expect(cleanValue("\u0000\u0001 ")).toBeNull();
  });

  it("keeps only text, hosts that are hosts and paths that are paths", () => {
    expect(cleanValue(42)).toBeNull();
    expect(cleanValue({ toString: () => "x" })).toBeNull();
    expect(cleanHost("WWW.Google.COM")).toBe("www.google.com");
    expect(cleanHost("<script>")).toBeNull();
    expect(cleanPath("/greenwich?utm_source=x#top")).toBe("/greenwich");
    expect(cleanPath("https://evil.example/")).toBeNull();
    expect(cleanPath("//evil.example/")).toBeNull();
  });

  it("drops unknown keys and non-object input", () => {
    expect(cleanAttribution({ utm_source: "x", extra: "y" })).not.toHaveProperty("extra");
    expect(cleanAttribution("nonsense").utm_source).toBeNull();
    expect(cleanAttribution(null).landing_path).toBeNull();
  });

  it("reads a landing URL: its parameters, its path and an external referrer's host, never its path", () => {
    const url = new URL(
      "https://novo.example/greenwich?utm_source=facebook&utm_campaign=jan-daypass&fbclid=abc&x=1",
    );
    const found = attributionOfLanding(url, "https://l.facebook.com/l.php?u=secret", "novo.example");
    expect(found).toMatchObject({
      utm_source: "facebook",
      utm_campaign: "jan-daypass",
      fbclid: "abc",
      landing_path: "/greenwich",
      referrer_host: "l.facebook.com",
    });
    expect(JSON.stringify(found)).not.toContain("secret");
    // The site's own pages are no referrer.
    expect(attributionOfLanding(url, "https://novo.example/offers", "novo.example").referrer_host).toBeNull();
  });

  it("writes the landing header as a header-safe query and reads it back as it was", () => {
    const url = new URL(
      "https://novo.example/greenwich?utm_source=facebook&utm_campaign=jan daypass&fbclid=abc",
    );
    const landing = attributionOfLanding(url, "https://www.google.com/search?q=gym", "novo.example");
    const value = landingHeaderValue(landing);
    expect(value).toBe(
      "utm_source=facebook&utm_campaign=jan+daypass&fbclid=abc&ref=www.google.com&path=%2Fgreenwich",
    );
    expect(value).toMatch(/^[\x21-\x7e]+$/);
    expect(attributionOfHeader(value)).toEqual(landing);
    expect(landingHeaderValue(cleanAttribution({ utm_campaign: "é\u202e" }))).toBe("utm_campaign=%C3%A9");
  });

  it("keeps the header within its budget when every value is at its bound in characters that encode long", () => {
    const emoji = "\u{1F600}".repeat(ATTRIBUTION_MAX);
    const landing = cleanAttribution({
      ...Object.fromEntries(campaignParams.map((key) => [key, emoji])),
      utm_source: "facebook",
      utm_campaign: "jan-daypass",
      referrer_host: "www.facebook.com",
      landing_path: `/greenwich`,
    });
    const value = landingHeaderValue(landing);
    expect(value.length).toBeLessThanOrEqual(4096);
    expect(value).toMatch(/^[\x21-\x7e]+$/);
    // What fits is kept whole, and the short values always fit.
    expect(attributionOfHeader(value)).toMatchObject({
      utm_source: "facebook",
      utm_campaign: "jan-daypass",
      referrer_host: "www.facebook.com",
      landing_path: "/greenwich",
    });
    const chinese = cleanAttribution({ utm_term: "\u4e2d".repeat(ATTRIBUTION_MAX), utm_source: "x" });
    expect(landingHeaderValue(chinese).length).toBeLessThanOrEqual(4096);
  });

  it("cuts and cleans a forged header, and drops one with nothing usable in it", () => {
    const found = attributionOfHeader(
      `utm_term=a%00b%07c%0D%0Ad%E2%80%AE&ref=evil.example%2F%3Cscript%3E&path=javascript:x&extra=1&utm_campaign=${"c".repeat(10_240)}`,
    );
    expect(found?.utm_campaign).toBe("c".repeat(ATTRIBUTION_MAX));
    expect(found).toMatchObject({ utm_term: "abcd", referrer_host: null, landing_path: null });
    expect(found).not.toHaveProperty("extra");
    // Everything past the bound is never read.
    expect(attributionOfHeader(`${"x".repeat(LANDING_HEADER_MAX)}&utm_source=late`)).toBeNull();
    for (const garbage of [undefined, null, "", "%%%", "=&=&", "nonsense", "utm_source=%00%01"])
      expect(attributionOfHeader(garbage)).toBeNull();
    // Broken percent-encoding is read, not thrown.
    expect(attributionOfHeader("utm_source=%E0%A4%A&path=%2Fwelling")?.landing_path).toBe("/welling");
  });

  it("adds a native post's campaign from its Referer when that is the landing page, and only then", () => {
    const field = attributionOfHeader("ref=www.google.com&path=%2Fwelling");
    const tagged = "https://novo.example/welling?utm_source=google&utm_medium=cpc&gclid=xyz";
    expect(withCampaignOfPost(field, tagged)).toEqual({
      ...cleanAttribution({}),
      utm_source: "google",
      utm_medium: "cpc",
      gclid: "xyz",
      referrer_host: "www.google.com",
      landing_path: "/welling",
    });
    // Sent from another page than the landing (the visitor followed a link): the field alone.
    expect(withCampaignOfPost(field, "https://novo.example/offers?utm_source=x")).toEqual(field);
    // A field that names its campaign, no field, no Referer or one that is no URL: left as they are.
    const own = attributionOfHeader("utm_source=facebook&ref=l.facebook.com&path=%2Fwelling");
    expect(withCampaignOfPost(own, tagged)).toEqual(own);
    expect(withCampaignOfPost(null, tagged)).toBeNull();
    expect(withCampaignOfPost(field, null)).toEqual(field);
    expect(withCampaignOfPost(field, "not a url")).toEqual(field);
    // Forged values are cut and cleaned as any other.
    const forged = withCampaignOfPost(
      field,
      `https://novo.example/welling?utm_term=a%00b&utm_campaign=${"c".repeat(900)}`,
    );
    expect(forged).toMatchObject({ utm_term: "ab", utm_campaign: "c".repeat(ATTRIBUTION_MAX) });
  });
});
