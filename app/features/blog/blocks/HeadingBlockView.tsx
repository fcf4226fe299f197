import type { HeadingBlock } from "#app/content/blog-types.ts";
import { useHeadingTag } from "./context";

/** Size follows the authored level (1-6), so a level-5 heading still looks like one. */
const sizeByLevel: Record<number, string> = {
  1: "text-h1",
  2: "text-h2",
  3: "text-h3",
  4: "text-xl md:text-2xl",
  5: "text-lg md:text-xl",
  6: "text-base tracking-[0.2em]",
};

/** The display style sets a heading one size up, for section openers. */
const displaySizeByLevel: Record<number, string> = {
  1: "text-display",
  2: "text-h1",
  3: "text-h2",
  4: "text-h3",
  5: "text-2xl md:text-3xl",
  6: "text-xl md:text-2xl",
};

export function HeadingBlockView({ block }: { block: HeadingBlock }) {
  const Tag = useHeadingTag(block.id);
  const level = block.data.level ?? 2;
  const style = block.data.style ?? "default";
  const size = style === "display" ? displaySizeByLevel[level] : sizeByLevel[level];
  const styleClass =
    style === "display" ? "tracking-tight" : style === "underlined" ? "border-b-4 border-signal pb-2" : "";
  return (
    <Tag
      data-level={level}
      data-style={style}
      className={`mt-12 mb-4 font-display font-bold uppercase text-balance first:mt-0 ${size} ${styleClass}`}
    >
      {block.data.text}
    </Tag>
  );
}
