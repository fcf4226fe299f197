import type { ParagraphBlock } from "#app/content/blog-types.ts";
import { useBlockContext, useHeadingTag } from "./context";
import { alignClass, textStyleClass } from "./styles";

export function ParagraphBlockView({ block }: { block: ParagraphBlock }) {
  const { tone } = useBlockContext();
  const Tag = useHeadingTag(block.id);
  const alignment = block.data.alignment ?? "left";
  const style = block.data.style ?? "normal";
  return (
    <div data-alignment={alignment} data-style={style} className={`my-5 ${alignClass[alignment]}`}>
      {block.data.heading ? (
        <Tag className="mb-2 font-display text-xl font-bold uppercase md:text-2xl">{block.data.heading}</Tag>
      ) : null}
      <p className={`leading-relaxed ${textStyleClass(style, tone)}`}>{block.data.text}</p>
    </div>
  );
}
