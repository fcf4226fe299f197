interface FeatureGridProps {
  items: readonly { title: string; text: string }[];
  /** Shows 01, 02… above each title. */
  numbered?: boolean;
  /** Columns and spacing of the grid, which differ by page. */
  className?: string;
}

/** Titled points in tiles separated by hairlines (why Novo, what to expect, reasons to feature us). */
export function FeatureGrid({ items, numbered = false, className = "" }: FeatureGridProps) {
  return (
    <ul className={`grid gap-px bg-ink/10 ${className}`}>
      {items.map((item, index) => (
        <li key={item.title} className="bg-paper p-6 md:p-8">
          {numbered ? (
            <span aria-hidden="true" className="mb-2 block font-display text-3xl font-bold text-ink/50">
              {String(index + 1).padStart(2, "0")}
            </span>
          ) : null}
          <h3 className="font-display text-2xl font-bold uppercase">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-steel">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
