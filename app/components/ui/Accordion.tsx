import { ChevronDown } from "lucide-react";
import { Accordion as RadixAccordion } from "radix-ui";
import { type ComponentProps, type ReactNode, useState } from "react";

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
  /** Control the open item from outside (for accordions split across columns). */
  value?: string;
  onValueChange?: (value: string) => void;
  tone?: "light" | "dark";
}

/** One item open at a time (or none); activating the open item closes it (SPEC §4). */
export function Accordion({
  items,
  headingLevel = 3,
  toggleLabels,
  className = "",
  value,
  onValueChange,
  tone = "light",
}: AccordionProps) {
  const [internal, setInternal] = useState("");
  const open = value ?? internal;
  const setOpen = onValueChange ?? setInternal;
  const border = tone === "dark" ? "border-paper/20" : "border-ink/15";

  return (
    <RadixAccordion.Root type="single" collapsible value={open} onValueChange={setOpen} className={className}>
      {items.map((item) => {
        const isOpen = open === item.id;
        return (
          <RadixAccordion.Item key={item.id} value={item.id} className={`border-b ${border}`}>
            <RadixAccordion.Header asChild>
              <HeadingTag level={headingLevel}>
                <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 py-5 text-left">
                  <span className="font-display text-xl font-bold uppercase md:text-2xl">{item.title}</span>
                  {toggleLabels ? (
                    <span className="shrink-0 font-display text-base font-bold tracking-widest underline decoration-signal decoration-2 underline-offset-4">
                      {isOpen ? toggleLabels.close : toggleLabels.open}
                    </span>
                  ) : (
                    <ChevronDown
                      aria-hidden="true"
                      className="h-6 w-6 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180"
                    />
                  )}
                </RadixAccordion.Trigger>
              </HeadingTag>
            </RadixAccordion.Header>
            <RadixAccordion.Content className="overflow-hidden pb-6 leading-relaxed">
              {item.content}
            </RadixAccordion.Content>
          </RadixAccordion.Item>
        );
      })}
    </RadixAccordion.Root>
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
