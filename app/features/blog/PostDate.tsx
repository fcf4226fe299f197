import { isoFromPublished, longDate } from "./dates";

/** The dotted date as the brand shows it, read out in words (a screen reader would spell the dots). */
export function PostDate({ published, className }: { published: string; className?: string }) {
  return (
    <time dateTime={isoFromPublished(published)} className={className}>
      <span aria-hidden="true">{published}</span>
      <span className="sr-only">{longDate(published)}</span>
    </time>
  );
}
