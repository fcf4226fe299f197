import { Link } from "react-router";
import { Icon } from "#app/components/icons/Icon.tsx";
import { type ButtonVariant, buttonClasses } from "#app/components/ui/Button.tsx";
import type { CallToActionBlock } from "#app/content/blog-types.ts";
import { useBlockContext } from "./context";

/** Yellow is the default (SPEC §3). White sits on black as a light button, on paper as an outline. */
function variantFor(colour: "yellow" | "black" | "white", tone: "light" | "dark"): ButtonVariant {
  if (colour === "yellow") return "primary";
  if (colour === "black") return tone === "dark" ? "outline-light" : "dark";
  return tone === "dark" ? "light" : "outline";
}

export function CallToActionBlockView({ block }: { block: CallToActionBlock }) {
  const { tone } = useBlockContext();
  const colour = block.data.colour ?? "yellow";
  const className = buttonClasses(variantFor(colour, tone), "lg");
  const content = (
    <>
      {block.data.text}
      <Icon name="arrow-right" aria-hidden="true" className="h-5 w-5" />
    </>
  );
  const external = /^https?:\/\//.test(block.data.link);
  return (
    <p data-colour={colour} className="my-8">
      {external ? (
        <a href={block.data.link} className={className} rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        <Link to={block.data.link} className={className}>
          {content}
        </Link>
      )}
    </p>
  );
}
