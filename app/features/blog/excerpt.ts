import type { BlogBlock, BlogPost } from "#app/content/blog-types.ts";

function firstParagraph(blocks: BlogBlock[]): string | undefined {
  for (const block of blocks) {
    if (block.type === "paragraph") return block.data.text;
    if (block.type === "section") {
      const inner = firstParagraph(block.data.blocks);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** The start of a post's body for the featured card: its first paragraph, cut at a word near `max`. */
export function bodyStart(post: BlogPost, max = 240): string {
  const text = firstParagraph(post.blocks) ?? "";
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,.;:]$/, "")}…`;
}
