import { Icon } from "#app/components/icons/Icon.tsx";

/** A star rating, read out as "Rated n out of 5". */
export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  const rounded = Math.round(rating);
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={`inline-flex gap-0.5 ${className}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon
          name="star"
          key={n}
          aria-hidden="true"
          className={`h-5 w-5 ${n <= rounded ? "fill-current" : "fill-transparent opacity-40"}`}
          strokeWidth={1.5}
        />
      ))}
    </span>
  );
}
