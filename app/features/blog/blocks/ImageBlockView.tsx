import type { ImageBlock } from "#app/content/blog-types.ts";
import { BlogImage } from "#app/features/blog/BlogImage.tsx";
import { useBlockContext } from "./context";

const widthClass = {
  small: "max-w-xs",
  medium: "max-w-md",
  large: "max-w-2xl",
  full: "max-w-none",
} as const;

const alignClass = {
  left: "mr-auto",
  center: "mx-auto",
  right: "ml-auto",
} as const;

const sizes = {
  small: "320px",
  medium: "448px",
  large: "(min-width: 768px) 672px, 100vw",
  full: "(min-width: 1024px) 768px, 100vw",
} as const;

export function ImageBlockView({ block }: { block: ImageBlock }) {
  const { tone } = useBlockContext();
  const width = block.data.width ?? "full";
  const alignment = block.data.alignment ?? "center";
  const showCaption = Boolean(block.data.caption && block.data.captionText);
  return (
    <figure
      data-width={width}
      data-alignment={alignment}
      className={`my-8 w-full ${widthClass[width]} ${alignClass[alignment]}`}
    >
      <BlogImage
        url={block.data.url}
        alt={block.data.alt}
        width={block.data.intrinsicWidth}
        height={block.data.intrinsicHeight}
        sizes={sizes[width]}
        className="w-full"
      />
      {showCaption ? (
        <figcaption className={`mt-3 text-sm ${tone === "dark" ? "text-mist" : "text-steel"}`}>
          {block.data.captionText}
        </figcaption>
      ) : null}
    </figure>
  );
}
