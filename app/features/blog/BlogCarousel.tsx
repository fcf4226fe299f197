import { useId, useState } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/icons/Icon.tsx";
import type { BlogPost } from "#app/content/blog-types.ts";
import { BlogImage } from "./BlogImage";
import { PostDate } from "./PostDate";

/** At most this many cards are shown at once (SPEC §9: 3 on wide screens); CSS shows fewer on narrow ones. */
export const MAX_VISIBLE = 3;

/** The posts in view starting at `start`, wrapping past the end (SPEC §4: the blog carousel wraps). */
export function windowFrom<T>(items: T[], start: number, count = MAX_VISIBLE): T[] {
  const shown = Math.min(count, items.length);
  return Array.from({ length: shown }, (_, offset) => items[(start + offset) % items.length]!);
}

export function wrapIndex(index: number, length: number): number {
  return length ? ((index % length) + length) % length : 0;
}

/**
 * Which cards show at which width. Decided in CSS, not in JS, so the prerendered HTML already has the
 * right number of cards at every width and nothing jumps on hydration: 1 card, 2 from 640 px, 3 from 1024 px.
 */
const positionClass = ["flex", "hidden sm:flex", "hidden lg:flex"];
/** With fewer posts than places, the cards share the row rather than leave a hole. */
const wideColumns: Record<number, string> = { 1: "sm:grid-cols-1", 2: "lg:grid-cols-2", 3: "lg:grid-cols-3" };

interface BlogCarouselProps {
  posts: BlogPost[];
  /** Names the carousel; distinct from the section heading around it, so landmarks stay unique. */
  label?: string;
}

/** The home page's blog carousel: date, title, image and an arrow link per card; previous and next wrap. */
export function BlogCarousel({ posts, label = "Blog articles" }: BlogCarouselProps) {
  const [start, setStart] = useState(0);
  const liveId = useId();
  const shown = windowFrom(posts, start);
  const step = (delta: number) => setStart((current) => wrapIndex(current + delta, posts.length));

  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <div className="mb-8 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => step(-1)}
          aria-controls={liveId}
          aria-label="Previous article"
          className="inline-flex h-12 w-12 items-center justify-center border-2 border-paper text-paper transition-colors hover:bg-paper hover:text-ink"
        >
          <Icon name="arrow-left" aria-hidden="true" className="h-6 w-6" />
        </button>
        <button
          type="button"
          onClick={() => step(1)}
          aria-controls={liveId}
          aria-label="Next article"
          className="inline-flex h-12 w-12 items-center justify-center bg-signal text-ink transition-colors hover:bg-signal-deep"
        >
          <Icon name="arrow-right" aria-hidden="true" className="h-6 w-6" />
        </button>
      </div>
      <ul
        id={liveId}
        aria-live="polite"
        className={`grid gap-6 sm:grid-cols-2 ${wideColumns[shown.length] ?? "lg:grid-cols-3"}`}
      >
        {shown.map((post, position) => {
          const index = posts.indexOf(post);
          return (
            <li
              key={post.id}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${posts.length}`}
              data-testid="blog-card"
              className={`${positionClass[position]} group relative flex-col bg-paper text-ink`}
            >
              <BlogImage
                url={post.featured_image.url}
                alt={post.featured_image.alt_text}
                width={post.featured_image.width}
                height={post.featured_image.height}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <p className="text-sm font-semibold uppercase tracking-widest text-steel">
                  <PostDate published={post.publishedDate} />
                </p>
                <h3 className="font-display text-h3 font-bold uppercase text-balance">{post.title}</h3>
                <Link
                  to={`/blog/${post.id}`}
                  aria-label={`Read: ${post.title}`}
                  className="mt-auto inline-flex h-12 w-12 shrink-0 items-center justify-center self-end bg-ink text-signal transition-transform after:absolute after:inset-0 group-hover:-translate-y-0.5"
                >
                  <Icon name="arrow-up-right" aria-hidden="true" className="h-6 w-6" />
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
