import { type ReactNode, useMemo } from "react";
import type { BlogBlock } from "#app/content/blog-types.ts";
import { CallToActionBlockView } from "./CallToActionBlockView";
import { BlockContext, useBlockContext } from "./context";
import { FootnoteBlockView } from "./FootnoteBlockView";
import { HeadingBlockView } from "./HeadingBlockView";
import { ImageBlockView } from "./ImageBlockView";
import { ListBlockView } from "./ListBlockView";
import { outlineLevels } from "./outline";
import { ParagraphBlockView } from "./ParagraphBlockView";
import { SectionBlockView } from "./SectionBlockView";
import { TwoColumnBlockView } from "./TwoColumnBlockView";
import { WorkoutBlockView } from "./WorkoutBlockView";

/** Blocks on a given background: nested columns and sections change what passes contrast. */
function Nested({ blocks, tone }: { blocks: BlogBlock[]; tone: "light" | "dark" }) {
  const parent = useBlockContext();
  return (
    <BlockContext.Provider value={{ ...parent, tone }}>
      <BlockList blocks={blocks} />
    </BlockContext.Provider>
  );
}

export function Block({ block }: { block: BlogBlock }): ReactNode {
  const { tone } = useBlockContext();
  switch (block.type) {
    case "heading":
      return <HeadingBlockView block={block} />;
    case "paragraph":
      return <ParagraphBlockView block={block} />;
    case "list":
      return <ListBlockView block={block} />;
    case "image":
      return <ImageBlockView block={block} />;
    case "workout":
      return <WorkoutBlockView block={block} />;
    case "footnote":
      return <FootnoteBlockView block={block} />;
    case "callToAction":
      return <CallToActionBlockView block={block} />;
    case "twoColumn": {
      const columnTone = block.data.style === "black" ? "dark" : block.data.style === "grey" ? "light" : tone;
      return (
        <TwoColumnBlockView
          block={block}
          left={<Nested blocks={block.data.leftColumn.blocks} tone={columnTone} />}
          right={<Nested blocks={block.data.rightColumn.blocks} tone={columnTone} />}
        />
      );
    }
    case "section":
      return (
        <SectionBlockView>
          <Nested blocks={block.data.blocks} tone="dark" />
        </SectionBlockView>
      );
    default: {
      // Data from outside the type system (a CMS export, an older post) may carry a type we do not know.
      const unknown = block as { type: unknown };
      return <p className="my-4 font-mono text-sm text-danger">Unknown block type: {String(unknown.type)}</p>;
    }
  }
}

export function BlockList({ blocks }: { blocks: BlogBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={block.id ?? index} block={block} />
      ))}
    </>
  );
}

/** A post's body: every block in order, with a heading outline that never skips a level. */
export function BlockRenderer({ blocks }: { blocks: BlogBlock[] }) {
  const levels = useMemo(() => outlineLevels(blocks), [blocks]);
  return (
    <BlockContext.Provider value={{ tone: "light", levels }}>
      <BlockList blocks={blocks} />
    </BlockContext.Provider>
  );
}
