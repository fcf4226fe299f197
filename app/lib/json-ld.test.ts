import { describe, expect, it } from "vitest";
import { brand } from "#app/content/brand.ts";
import { jsonLdScript, organizationJsonLd } from "#app/lib/json-ld.ts";
import { jsonLdProblems } from "#tests/build/json-ld-rules.ts";

describe("organizationJsonLd", () => {
  it("names the brand with its site, logo, phone and social profiles", () => {
    const org = organizationJsonLd();
    expect(jsonLdProblems(org)).toEqual([]);
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: brand.name,
      url: "http://localhost:3000/",
      telephone: brand.phoneE164,
    });
    expect(org.sameAs).toEqual([brand.social.gyms.href, brand.social.armory.href]);
  });
});

describe("jsonLdScript", () => {
  it("escapes < so a value can never close the script element", () => {
    const text = jsonLdScript({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
