import { describe, expect, it } from "vitest";
import { jsonLdScript, organizationJsonLd } from "#app/lib/json-ld.ts";
import { brand } from "#contracts/content/brand.ts";
import { e164, siteCompany } from "#contracts/content/company.ts";
import { jsonLdProblems } from "#tests/build/json-ld-rules.ts";
import { shippedCompany } from "#tests/shipped.ts";

describe("organizationJsonLd", () => {
  it("names the brand with its site, logo, phone and social profiles", () => {
    const org = organizationJsonLd(siteCompany(shippedCompany));
    expect(jsonLdProblems(org)).toEqual([]);
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: brand.name,
      url: "http://localhost:3000/",
      telephone: e164(shippedCompany.phone),
    });
    expect(org.sameAs).toEqual([shippedCompany.social.gyms.href, shippedCompany.social.armory.href]);
  });

  it("leaves the phone, e-mail and profiles out without the company's facts (an error page)", () => {
    const org = organizationJsonLd();
    expect(jsonLdProblems(org)).toEqual([]);
    expect(org).not.toHaveProperty("telephone");
    expect(org).not.toHaveProperty("sameAs");
  });
});

describe("jsonLdScript", () => {
  it("escapes < so a value can never close the script element", () => {
    const text = jsonLdScript({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
