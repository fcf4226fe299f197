import { describe, expect, it } from "vitest";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  isoDateFromPublished,
} from "#app/features/blog/structured-data.ts";
import { jsonLdProblems } from "#tests/build/json-ld-rules.ts";
import { shippedPosts as blogPosts } from "#tests/shipped.server.ts";

describe("blogPostingJsonLd", () => {
  it.each(blogPosts.map((post) => post.id))("meets the BlogPosting rules for post %s", (id) => {
    const post = blogPosts.find((p) => p.id === id)!;
    const ld = blogPostingJsonLd(post);
    expect(jsonLdProblems(ld)).toEqual([]);
    expect(ld.headline).toBe(post.title);
    expect(ld.datePublished).toBe(isoDateFromPublished(post.publishedDate));
    expect(ld.url).toBe(`http://localhost:3000/blog/${post.id}`);
  });

  it("turns dd.mm.yyyy into an ISO date", () => {
    expect(isoDateFromPublished("14.03.2025")).toBe("2025-03-14");
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    expect(breadcrumbJsonLd([{ name: "Blog", path: "/blog" }]).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Blog", item: "http://localhost:3000/blog" },
    ]);
  });
});
