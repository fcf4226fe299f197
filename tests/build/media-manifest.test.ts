/**
 * Every photo and video slot has an intrinsic size, so the browser reserves its box before the file (or the
 * brand artwork) arrives and nothing shifts (CLS). The blog's images carry theirs in the post data.
 */
import { describe, expect, it } from "vitest";
import type { BlogBlock } from "#app/content/blog-types.ts";
import { media } from "#contracts/content/media.ts";
import { shippedPosts as blogPosts } from "#tests/shipped.server.ts";

const positive = (n: unknown) => typeof n === "number" && Number.isFinite(n) && n > 0;

describe("media manifest", () => {
  it("gives every entry a positive width and height", () => {
    const missing = Object.entries(media)
      .filter(([, entry]) => !positive(entry.width) || !positive(entry.height))
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it("gives every image alt text and every video a label and a poster", () => {
    for (const [key, entry] of Object.entries(media)) {
      if (entry.kind === "image") expect(entry.alt.trim(), key).not.toBe("");
      else {
        expect(entry.label.trim(), key).not.toBe("");
        expect(entry.poster, key).toMatch(/\.(jpe?g|png|webp|avif)$/);
      }
    }
  });

  it("gives every blog image (featured and in blocks) an intrinsic size", () => {
    const missing: string[] = [];
    const visit = (blocks: BlogBlock[], post: string) => {
      for (const block of blocks) {
        if (
          block.type === "image" &&
          (!positive(block.data.intrinsicWidth) || !positive(block.data.intrinsicHeight))
        )
          missing.push(`${post}/${block.id}`);
        if (block.type === "section") visit(block.data.blocks, post);
        if (block.type === "twoColumn") {
          visit(block.data.leftColumn.blocks, post);
          visit(block.data.rightColumn.blocks, post);
        }
      }
    };
    for (const post of blogPosts) {
      if (!positive(post.featured_image.width) || !positive(post.featured_image.height))
        missing.push(`${post.id}/featured_image`);
      visit(post.blocks, post.id);
    }
    expect(missing).toEqual([]);
  });
});
