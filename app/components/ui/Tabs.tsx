import { Tabs as RadixTabs } from "radix-ui";
import type { ReactNode } from "react";

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  items: TabItem[];
  /** The tab active at first; the first item when omitted (exactly one is always active). */
  defaultValue?: string;
  className?: string;
  tone?: "light" | "dark";
}

export function Tabs({ label, items, defaultValue, className = "", tone = "light" }: TabsProps) {
  const idle =
    tone === "dark"
      ? "text-paper/80 hover:text-paper border-paper/25"
      : "text-ink/70 hover:text-ink border-ink/20";
  const active =
    tone === "dark"
      ? "data-[state=active]:bg-signal data-[state=active]:text-ink data-[state=active]:border-signal"
      : "data-[state=active]:bg-ink data-[state=active]:text-paper data-[state=active]:border-ink";
  return (
    <RadixTabs.Root defaultValue={defaultValue ?? items[0]?.id} className={className}>
      <RadixTabs.List aria-label={label} className="flex flex-wrap gap-2">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.id}
            value={item.id}
            className={`min-h-11 border-2 px-4 py-2 font-display text-lg font-bold uppercase tracking-wider transition-colors ${idle} ${active}`}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.id} value={item.id} className="mt-8">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
