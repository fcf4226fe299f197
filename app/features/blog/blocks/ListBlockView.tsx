import { Icon } from "#app/components/icons/Icon.tsx";
import type { ListBlock, ListItem } from "#app/content/blog-types.ts";
import { useBlockContext } from "./context";

const columnsClass: Record<1 | 2 | 3, string> = {
  1: "grid-cols-1",
  2: "grid-cols-1 md:grid-cols-2",
  3: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
};

function ItemText({ item }: { item: ListItem }) {
  if (typeof item === "string") return <>{item}</>;
  return (
    <>
      <strong className="block font-semibold">{item.heading}</strong>
      <span>{item.text}</span>
    </>
  );
}

export function ListBlockView({ block }: { block: ListBlock }) {
  const { tone } = useBlockContext();
  const { style, items } = block.data;
  const columns = block.data.columns ?? 1;
  const listClass = `my-6 grid gap-x-8 gap-y-3 ${columnsClass[columns]}`;
  const markerTone = tone === "dark" ? "bg-signal text-ink" : "bg-ink text-signal";

  if (style === "numbered") {
    return (
      <ol data-style={style} data-columns={columns} className={listClass}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items are static content without ids
          <li key={index} className="flex gap-4 leading-relaxed">
            <span
              aria-hidden="true"
              className={`flex h-8 w-8 shrink-0 items-center justify-center font-display text-lg font-bold ${markerTone}`}
            >
              {index + 1}
            </span>
            <div className="pt-1">
              <ItemText item={item} />
            </div>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <ul data-style={style} data-columns={columns} className={listClass}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items are static content without ids
        <li key={index} className="flex gap-3 leading-relaxed">
          {style === "checklist" ? (
            <span
              aria-hidden="true"
              className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center ${markerTone}`}
            >
              <Icon name="check" className="h-4 w-4" strokeWidth={3} />
            </span>
          ) : (
            <span aria-hidden="true" className="mt-2.5 h-2 w-2 shrink-0 bg-signal" />
          )}
          <div>
            <ItemText item={item} />
          </div>
        </li>
      ))}
    </ul>
  );
}
