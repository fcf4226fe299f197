import type { CSSProperties, ReactNode } from "react";
import type { TwoColumnBlock } from "#app/content/blog-types.ts";

type Ratio = NonNullable<TwoColumnBlock["data"]["ratio"]>;

/** Column tracks from md up; below that the columns stack, left column first. */
const tracks: Record<Ratio, [string, string]> = {
  "50:50": ["1fr", "1fr"],
  "60:40": ["3fr", "2fr"],
  "40:60": ["2fr", "3fr"],
  "70:30": ["7fr", "3fr"],
  "30:70": ["3fr", "7fr"],
};
const alignItems = { top: "md:items-start", center: "md:items-center", bottom: "md:items-end" } as const;
const gap = { small: "gap-4 md:gap-6", medium: "gap-8 md:gap-10", large: "gap-10 md:gap-16" } as const;
const surface = {
  white: "",
  grey: "bg-chalk text-ink p-6 md:p-10",
  black: "bg-ink text-paper p-6 md:p-10",
} as const;

interface TwoColumnBlockViewProps {
  block: TwoColumnBlock;
  left: ReactNode;
  right: ReactNode;
}

/** Two columns by ratio. `reversed` swaps them visually on wide screens; reading order stays left, right. */
export function TwoColumnBlockView({ block, left, right }: TwoColumnBlockViewProps) {
  const ratio = block.data.ratio ?? "50:50";
  const vertical = block.data.verticalAlignment ?? "top";
  const spacing = block.data.spacing ?? "medium";
  const style = block.data.style ?? "white";
  const reversed = block.data.reversed ?? false;
  const [leftTrack, rightTrack] = tracks[ratio];
  const template = reversed ? `${rightTrack} ${leftTrack}` : `${leftTrack} ${rightTrack}`;
  return (
    <div
      data-ratio={ratio}
      data-vertical-alignment={vertical}
      data-spacing={spacing}
      data-style={style}
      data-reversed={reversed}
      className={`my-10 grid grid-cols-1 md:grid-cols-(--two-col) ${alignItems[vertical]} ${gap[spacing]} ${surface[style]}`}
      style={{ "--two-col": template } as CSSProperties}
    >
      <div className={`min-w-0 [&>*:first-child]:mt-0 ${reversed ? "md:order-2" : ""}`}>{left}</div>
      <div className={`min-w-0 [&>*:first-child]:mt-0 ${reversed ? "md:order-1" : ""}`}>{right}</div>
    </div>
  );
}
