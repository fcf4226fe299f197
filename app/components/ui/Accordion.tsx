import { type ComponentProps, type ReactNode, useId } from "react";
import { Icon } from "#app/components/icons/Icon.tsx";

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  /** Text shown on the toggle (for example READ MORE / CLOSE); a chevron alone otherwise. */
  toggleLabels?: { open: string; close: string };
  className?: string;
  /**
   * The group the items belong to: one item open at a time across every accordion of the page with the
   * same name (the amenities' three columns share one).
   */
  name?: string;
  tone?: "light" | "dark";
}

/**
 * One item open at a time (or none); activating the open item closes it (SPEC §4). The browser does all of
 * that with `<details name>`, before and without JavaScript, and hydration leaves what the visitor opened
 * as it is.
 */
export function Accordion({
  items,
  headingLevel = 3,
  toggleLabels,
  className = "",
  name,
  tone = "light",
}: AccordionProps) {
  const ownName = useId();
  const border = tone === "dark" ? "border-paper/20" : "border-ink/15";

  return (
    <div className={className}>
      {items.map((item) => (
        <details key={item.id} name={name ?? ownName} className={`group border-b ${border}`}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left [&::-webkit-details-marker]:hidden">
            <HeadingTag level={headingLevel}>
              <span className="font-display text-xl font-bold uppercase md:text-2xl">{item.title}</span>
            </HeadingTag>
            {toggleLabels ? (
              <span className="shrink-0 font-display text-base font-bold tracking-widest underline decoration-signal decoration-2 underline-offset-4">
                <span className="group-open:hidden">{toggleLabels.open}</span>
                <span className="hidden group-open:inline">{toggleLabels.close}</span>
              </span>
            ) : (
              <Icon
                name="chevron-down"
                aria-hidden="true"
                className="h-6 w-6 shrink-0 transition-transform duration-200 group-open:rotate-180"
              />
            )}
          </summary>
          <div className="pb-6 leading-relaxed">{item.content}</div>
        </details>
      ))}
    </div>
  );
}

function HeadingTag({ level, children, ...rest }: ComponentProps<"h3"> & { level: 2 | 3 | 4 }) {
  const Tag = `h${level}` as const;
  return (
    <Tag className="m-0 font-sans normal-case" {...rest}>
      {children}
    </Tag>
  );
}
