import type { Alignment, TextStyle } from "#app/content/blog-types.ts";

export const alignClass: Record<Alignment, string> = {
  left: "text-left",
  center: "text-center",
  right: "text-right",
};

/** Text styles; `muted` needs a lighter grey on black to keep its contrast. */
export function textStyleClass(style: TextStyle, tone: "light" | "dark"): string {
  switch (style) {
    case "lead":
      return "text-xl leading-relaxed md:text-2xl";
    case "muted":
      return tone === "dark" ? "text-mist" : "text-steel";
    case "bold":
      return "font-semibold";
    case "italic":
      return "italic";
    default:
      return "";
  }
}
