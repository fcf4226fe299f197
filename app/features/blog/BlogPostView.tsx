import { Link } from "react-router";
import { Icon } from "#app/components/icons/Icon.tsx";
import { Eyebrow } from "#app/components/ui/Heading.tsx";
import { Container } from "#app/components/ui/Section.tsx";
import type { BlogPost } from "#app/content/blog-types.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import { BlogImage } from "./BlogImage";
import { PostDate } from "./PostDate";

// The post's body is reading only: kept as the server rendered it, its code loads only for a post opened by
// an in-site navigation (decision 0024), so a visitor who lands on a post never downloads it (issue 44).
const PostBody = staticPart(() => import("./blocks/BlockRenderer").then((m) => m.BlockRenderer));

/** One post: the hero with its featured image and title, the NEWS date line, then the blocks. */
export function BlogPostView({ post }: { post: BlogPost }) {
  return (
    <article>
      <header className="bg-ink text-paper">
        <Container className="grid gap-10 py-14 md:py-20 lg:grid-cols-[1.1fr_1fr] lg:items-center">
          <div>
            <Link
              to="/blog"
              className="mb-8 inline-flex items-center gap-2 font-display text-base font-bold uppercase tracking-widest text-mist hover:text-paper"
            >
              <Icon name="arrow-left" aria-hidden="true" className="h-4 w-4" />
              All articles
            </Link>
            <Eyebrow className="text-paper">
              <span>NEWS</span>
              <span aria-hidden="true" className="text-mist">
                /
              </span>
              <PostDate published={post.publishedDate} />
            </Eyebrow>
            <h1 className="font-display text-h1 text-balance">{post.title}</h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-mist">{post.excerpt}</p>
            <p className="mt-6 text-sm text-mist">
              By {post.author.name} · {post.gym_location.name}
            </p>
          </div>
          <BlogImage
            url={post.featured_image.url}
            alt={post.featured_image.alt_text}
            width={post.featured_image.width}
            height={post.featured_image.height}
            priority
            sizes="(min-width: 1024px) 45vw, 100vw"
          />
        </Container>
      </header>
      <Container className="max-w-4xl py-14 md:py-20">
        <PostBody blocks={post.blocks} />
        <footer className="mt-14 flex flex-wrap gap-2 border-t border-ink/15 pt-6">
          <h2 className="sr-only">Tags</h2>
          <ul className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="bg-chalk px-3 py-1 text-sm text-ink">
                #{tag.replace(/\s+/g, "")}
              </li>
            ))}
          </ul>
        </footer>
      </Container>
    </article>
  );
}
