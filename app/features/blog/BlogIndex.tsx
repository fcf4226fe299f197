import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { Icon } from "#app/components/icons/Icon.tsx";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { Eyebrow, Heading } from "#app/components/ui/Heading.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import type { BlogPost } from "#app/content/blog-types.ts";
import { BlogImage } from "./BlogImage";
import { bodyStart } from "./excerpt";
import { PostDate } from "./PostDate";

/** SPEC §2: the filter buttons are the first post's categories; deviation 3 adds All to clear the filter. */
export function filterCategories(posts: BlogPost[]): string[] {
  return posts[0]?.categories ?? [];
}

export function filterPosts(posts: BlogPost[], category: string | null): BlogPost[] {
  return category ? posts.filter((post) => post.categories.includes(category)) : posts;
}

export const ALL_LABEL = "All";

/** The query parameter of the filter: the server renders the filtered grid from it (server/pages/target.ts). */
export const CATEGORY_PARAM = "category";
/** Where a filter link lands, so a page loaded without JavaScript opens at the grid. */
export const GRID_ID = "articles";

/** The category a query asks for, when it is one of the filters; anything else is no filter. */
export function chosenCategory(posts: BlogPost[], value: string | null): string | null {
  return value && filterCategories(posts).includes(value) ? value : null;
}

export function filterHref(category: string | null): string {
  return `/blog${category ? `?${new URLSearchParams({ [CATEGORY_PARAM]: category })}` : ""}#${GRID_ID}`;
}

function FeaturedPost({ post }: { post: BlogPost }) {
  return (
    <Section tone="paper" aria-labelledby="featured-post">
      <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-14">
        <BlogImage
          url={post.featured_image.url}
          alt={post.featured_image.alt_text}
          width={post.featured_image.width}
          height={post.featured_image.height}
          priority
          sizes="(min-width: 1024px) 55vw, 100vw"
        />
        <div>
          <Eyebrow>
            Featured · <PostDate published={post.publishedDate} />
          </Eyebrow>
          <Heading level={2} id="featured-post">
            {post.title}
          </Heading>
          <p className="mt-5 text-lg leading-relaxed">{post.excerpt}</p>
          <p className="mt-4 leading-relaxed text-steel">{bodyStart(post)}</p>
          <LinkButton to={`/blog/${post.id}`} variant="dark" className="mt-8">
            Read More
            <span className="sr-only">: {post.title}</span>
            <Icon name="arrow-right" aria-hidden="true" className="h-5 w-5" />
          </LinkButton>
        </div>
      </div>
    </Section>
  );
}

export function PostCard({ post, headingLevel = 3 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Tag = `h${headingLevel}` as const;
  return (
    <article className="group relative flex h-full flex-col bg-paper text-ink">
      <BlogImage
        url={post.featured_image.url}
        alt={post.featured_image.alt_text}
        width={post.featured_image.width}
        height={post.featured_image.height}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm font-semibold uppercase tracking-widest text-steel">
          <PostDate published={post.publishedDate} />
        </p>
        <Tag className="font-display text-h3 font-bold uppercase text-balance">{post.title}</Tag>
        <p className="leading-relaxed text-steel">{post.excerpt}</p>
        <ul className="mt-auto flex flex-wrap gap-2 pt-2" aria-label="Categories">
          {post.categories.map((category) => (
            <li
              key={category}
              className="bg-chalk px-2 py-0.5 text-xs font-semibold uppercase tracking-wider"
            >
              {category}
            </li>
          ))}
        </ul>
        <Link
          to={`/blog/${post.id}`}
          className="mt-2 inline-flex items-center gap-2 self-start font-display text-lg font-bold uppercase tracking-wider underline decoration-signal decoration-4 underline-offset-4 after:absolute after:inset-0"
        >
          Read More<span className="sr-only">: {post.title}</span>
          <Icon
            name="arrow-right"
            aria-hidden="true"
            className="h-5 w-5 transition-transform group-hover:translate-x-1"
          />
        </Link>
      </div>
    </article>
  );
}

/** The blog list below the hero: the featured first post, the category filter and the grid. */
export function BlogIndex({ posts }: { posts: BlogPost[] }) {
  const [searchParams] = useSearchParams();
  const category = chosenCategory(posts, searchParams.get(CATEGORY_PARAM));
  const gridHeading = useId();
  const featured = posts[0];
  const visible = filterPosts(posts, category);
  const filters: { label: string; value: string | null }[] = [
    { label: ALL_LABEL, value: null },
    ...filterCategories(posts).map((c) => ({ label: c, value: c })),
  ];

  return (
    <>
      {featured ? <FeaturedPost post={featured} /> : null}
      <Section tone="chalk" aria-labelledby={gridHeading} id={GRID_ID} className="scroll-mt-16">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <Heading level={2} id={gridHeading}>
            All articles
          </Heading>
          {/* Links, not buttons: the filter works before and without JavaScript, and React Router moves
              between them without a reload once it runs. */}
          <nav aria-label="Filter articles by category">
            <ul className="flex min-w-0 flex-wrap gap-2">
              {filters.map((filter) => {
                const current = category === filter.value;
                return (
                  <li key={filter.label}>
                    <Link
                      to={filterHref(filter.value)}
                      preventScrollReset
                      aria-current={current ? "true" : undefined}
                      className={`inline-flex min-h-11 items-center border-2 border-ink px-4 font-display text-lg font-bold uppercase tracking-wider transition-colors ${
                        current ? "bg-ink text-paper" : "bg-transparent text-ink hover:bg-ink/10"
                      }`}
                    >
                      {filter.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
        <p className="sr-only" aria-live="polite">
          {category ? `${visible.length} articles in ${category}` : `${visible.length} articles`}
        </p>
        {visible.length ? (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-grid">
            {visible.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 text-lg">No articles in this category yet.</p>
        )}
      </Section>
    </>
  );
}
