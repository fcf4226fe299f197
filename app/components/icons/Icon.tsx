import type { SVGProps } from "react";
import type { IconName } from "./names.ts";
import sprite from "./sprite.svg?no-inline";

interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children" | "ref" | "name"> {}

/**
 * An icon as a reference into the site's one sprite file (issue 44): the page's script carries its name,
 * not its drawing, and the browser fetches the drawings once, as a cached asset, beside the page's images.
 * Drawn as lucide draws it (24×24, a 2 px round stroke in the text's colour), so `className`, `strokeWidth`
 * and `fill` style it as before. Hidden from assistive technology unless it is given a label.
 */
export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless labelled, and then named by its aria-label
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : "true"}
      {...props}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
