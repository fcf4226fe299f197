import type { BlogBlock } from "#app/content/blog-types.ts";

export type HeadingTag = 2 | 3 | 4 | 5 | 6;

/**
 * The document level of every heading in a post. A block's `level` is its authored rank and sets its
 * size; the tag is clamped so the outline never skips a level (the page title is the only h1), which
 * screen-reader users navigate by. Paragraph headings and workout titles sit one below the last heading.
 */
export function outlineLevels(blocks: BlogBlock[]): Map<string, HeadingTag> {
  const levels = new Map<string, HeadingTag>();
  let last = 1;
  const clamp = (level: number) => Math.min(6, Math.max(2, level)) as HeadingTag;

  const visit = (list: BlogBlock[]) => {
    for (const block of list) {
      switch (block.type) {
        case "heading": {
          const tag = clamp(Math.min(block.data.level ?? 2, last + 1));
          levels.set(block.id, tag);
          last = tag;
          break;
        }
        case "paragraph":
          if (block.data.heading) levels.set(block.id, clamp(last + 1));
          break;
        case "workout":
          levels.set(block.id, clamp(last + 1));
          break;
        case "twoColumn":
          visit(block.data.leftColumn.blocks);
          visit(block.data.rightColumn.blocks);
          break;
        case "section":
          visit(block.data.blocks);
          break;
        default:
          break;
      }
    }
  };
  visit(blocks);
  return levels;
}
