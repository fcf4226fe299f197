import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

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

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Exactly one panel shown (SPEC §4). The HTML is a group of radio buttons, one per tab, and CSS shows the
 * checked one's panel: a tap works before and without JavaScript, and the arrow keys move through the
 * group natively. Once React runs it adopts the checked radio and turns the group into ARIA tabs (roles,
 * roving focus, arrow keys, Home and End), so a tab chosen before hydration stays chosen. The CSS
 * (app.css, [data-tabs]) has rules for up to six tabs.
 */
export function Tabs({ label, items, defaultValue, className = "", tone = "light" }: TabsProps) {
  const baseId = useId();
  const initial = defaultValue ?? items[0]?.id ?? "";
  const [active, setActive] = useState(initial);
  const [enhanced, setEnhanced] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);

  // Before the first paint after hydration: take the visitor's choice from the radios, then enhance.
  useLayoutEffect(() => {
    const checked = root.current?.querySelector<HTMLInputElement>("input[type=radio]:checked");
    if (checked) setActive(checked.value);
    refocus.current =
      document.activeElement instanceof HTMLInputElement && !!root.current?.contains(document.activeElement);
    setEnhanced(true);
  }, []);
  // A radio that had focus hands it to its tab.
  useEffect(() => {
    if (!enhanced || !refocus.current) return;
    refocus.current = false;
    root.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [enhanced]);

  const idle =
    tone === "dark"
      ? "text-paper/80 hover:text-paper border-paper/25"
      : "text-ink/70 hover:text-ink border-ink/20";
  const chosen =
    tone === "dark"
      ? "data-[state=active]:bg-signal data-[state=active]:text-ink data-[state=active]:border-signal has-checked:bg-signal has-checked:text-ink has-checked:border-signal"
      : "data-[state=active]:bg-ink data-[state=active]:text-paper data-[state=active]:border-ink has-checked:bg-ink has-checked:text-paper has-checked:border-ink";
  const trigger = `min-h-11 border-2 px-4 py-2 font-display text-lg font-bold uppercase tracking-wider transition-colors ${idle} ${chosen}`;
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const index = items.findIndex((item) => item.id === active);
    const next = items[move(Math.max(0, index), items.length)];
    if (!next) return;
    setActive(next.id);
    document.getElementById(tabId(next.id))?.focus();
  };

  return (
    <div ref={root} data-tabs={enhanced ? "enhanced" : "html"} className={className}>
      {enhanced ? (
        <div
          key="tabs"
          role="tablist"
          aria-label={label}
          className="flex flex-wrap gap-2"
          onKeyDown={onKeyDown}
        >
          {items.map((item) => (
            <button
              key={item.id}
              id={tabId(item.id)}
              type="button"
              role="tab"
              aria-selected={item.id === active}
              aria-controls={panelId(item.id)}
              tabIndex={item.id === active ? 0 : -1}
              data-state={item.id === active ? "active" : "inactive"}
              onClick={() => setActive(item.id)}
              className={trigger}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : (
        <fieldset key="radios" className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
          <legend className="sr-only">{label}</legend>
          {items.map((item) => (
            <label
              key={item.id}
              className={`inline-flex cursor-pointer items-center has-focus-visible:outline-2 has-focus-visible:outline-offset-2 ${trigger}`}
            >
              <input
                type="radio"
                name={baseId}
                value={item.id}
                defaultChecked={item.id === initial}
                className="sr-only"
              />
              {item.label}
            </label>
          ))}
        </fieldset>
      )}
      {items.map((item) => (
        <div
          key={item.id}
          data-tab-panel=""
          {...(enhanced
            ? {
                id: panelId(item.id),
                role: "tabpanel",
                "aria-labelledby": tabId(item.id),
                hidden: item.id !== active,
                tabIndex: 0,
              }
            : {})}
          className="mt-8"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
