import { describe, expect, it } from "vitest";
import {
  ATTRIBUTION_MAX,
  attributionOfLanding,
  cleanAttribution,
  cleanHost,
  cleanPath,
  cleanValue,
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
});
