import type { FootnoteBlock } from "#app/content/blog-types.ts";
import { useBlockContext } from "./context";
import { alignClass, textStyleClass } from "./styles";

export function FootnoteBlockView({ block }: { block: FootnoteBlock }) {
  const { tone } = useBlockContext();
  const alignment = block.data.alignment ?? "left";
  const style = block.data.style ?? "normal";
  const border = tone === "dark" ? "border-paper/20" : "border-ink/15";
  const colour = tone === "dark" ? "text-mist" : "text-steel";
  return (
    <aside
      aria-label="Footnote"
      data-alignment={alignment}
      data-style={style}
      className={`mt-12 border-t pt-4 text-sm leading-relaxed ${border} ${colour} ${alignClass[alignment]}`}
    >
      <p className={textStyleClass(style, tone)}>{block.data.text}</p>
    </aside>
  );
}
