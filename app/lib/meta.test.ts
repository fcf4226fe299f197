import { describe, expect, it } from "vitest";
import { shippedPages } from "#tests/shipped.ts";
import { canonicalUrl, metaFor, pageMeta } from "./meta";

describe("pageMeta", () => {
  it("gives every page a title, description, canonical URL, Open Graph and Twitter tags", () => {
    const faq = shippedPages.faq;
    const tags = metaFor(faq);
    expect(tags).toContainEqual({ title: faq.title });
    expect(tags).toContainEqual({ name: "description", content: faq.description });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "http://localhost:3000/faq" });
    expect(tags).toContainEqual({ property: "og:url", content: "http://localhost:3000/faq" });
    expect(tags).toContainEqual({ property: "og:title", content: faq.title });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("adds JSON-LD and noindex when asked", () => {
    const tags = pageMeta({
      title: "T",
      description: "D",
      path: "/x",
      noindex: true,
      jsonLd: [{ "@type": "Organization" }],
    });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags).toContainEqual({ "script:ld+json": { "@type": "Organization" } });
  });

  it("drops trailing slashes from canonical URLs but keeps the root", () => {
    expect(canonicalUrl("/blog/")).toBe("http://localhost:3000/blog");
    expect(canonicalUrl("/")).toBe("http://localhost:3000/");
  });
});
