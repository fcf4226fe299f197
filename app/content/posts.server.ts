/**
 * The blog posts as loaders read them (content/posts/<id>.yaml, contracts/content/schemas/posts.ts): facts filled,
 * in the shape of app/content/blog-types.ts. Server-only: the pages get posts as loader data.
 */

import { type Facts, fillFacts } from "#contracts/content/facts.ts";
import type { GymLocation } from "#contracts/content/gym-location.ts";
import { gymsOf } from "#contracts/content/gyms.server.ts";
import { factsIn } from "#contracts/content/page-copy.server.ts";
import { type CollectionEntry, type ContentReader, contentOf } from "#contracts/content/snapshot.ts";
import type { BlogBlock, BlogPost, HeadingBlock, ListBlock, ListItem } from "./blog-types";

type PostEntry = CollectionEntry<"posts">;
type BlockEntry = PostEntry["blocks"][number];
type InnerBlockEntry = Extract<BlockEntry, { discriminant: "section" }>["value"]["blocks"][number];

type HeadingLevel = NonNullable<HeadingBlock["data"]["level"]>;
type ListColumns = NonNullable<ListBlock["data"]["columns"]>;

/** An optional text: absent when left empty in the editor. */
const optional = (text: string | null | undefined): string | undefined => (text ? text : undefined);

function leafBlock(entry: InnerBlockEntry, id: string, fill: (text: string) => string): BlogBlock {
  switch (entry.discriminant) {
    case "heading": {
      const { text, level, style } = entry.value;
      return { id, type: "heading", data: { text: fill(text), level: Number(level) as HeadingLevel, style } };
    }
    case "paragraph": {
      const { heading, text, alignment, style } = entry.value;
      const filledHeading = optional(heading);
      return {
        id,
        type: "paragraph",
        data: {
          ...(filledHeading ? { heading: fill(filledHeading) } : {}),
          text: fill(text),
          alignment,
          style,
        },
      };
    }
    case "list": {
      const { style, columns, items } = entry.value;
      const listItems = items.map(
        (item): ListItem =>
          item.heading ? { heading: fill(item.heading), text: fill(item.text) } : fill(item.text),
      );
      return { id, type: "list", data: { style, columns: Number(columns) as ListColumns, items: listItems } };
    }
    case "image": {
      const { captionText, ...image } = entry.value;
      const caption = optional(captionText);
      return {
        id,
        type: "image",
        data: {
          ...image,
          ...(caption ? { captionText: fill(caption) } : {}),
          // Both are required by the schema: a null here cannot pass the reader.
          intrinsicWidth: image.intrinsicWidth ?? 0,
          intrinsicHeight: image.intrinsicHeight ?? 0,
        },
      };
    }
    case "workout": {
      const { title, description, difficulty, duration, exerciseType, exercises } = entry.value;
      const about = optional(description);
      return {
        id,
        type: "workout",
        data: {
          title: fill(title),
          ...(about ? { description: fill(about) } : {}),
          difficulty,
          ...(duration !== null ? { duration } : {}),
          ...(exerciseType ? { exerciseType } : {}),
          exercises: exercises.map((exercise) => ({
            name: exercise.name,
            ...(exercise.sets !== null ? { sets: exercise.sets } : {}),
            ...(exercise.reps ? { reps: exercise.reps } : {}),
            ...(exercise.rest ? { rest: exercise.rest } : {}),
            ...(exercise.notes ? { notes: fill(exercise.notes) } : {}),
          })),
        },
      };
    }
    case "footnote":
      return { id, type: "footnote", data: { ...entry.value, text: fill(entry.value.text) } };
    case "callToAction":
      return { id, type: "callToAction", data: { ...entry.value, text: fill(entry.value.text) } };
  }
}

function block(entry: BlockEntry, id: string, fill: (text: string) => string): BlogBlock {
  const inner = (entries: readonly InnerBlockEntry[], prefix: string) =>
    entries.map((child, index) => leafBlock(child, `${id}-${prefix}${index + 1}`, fill));
  if (entry.discriminant === "twoColumn") {
    const { leftColumn, rightColumn, ...layout } = entry.value;
    return {
      id,
      type: "twoColumn",
      data: {
        ...layout,
        leftColumn: { blocks: inner(leftColumn, "l") },
        rightColumn: { blocks: inner(rightColumn, "r") },
      },
    };
  }
  if (entry.discriminant === "section")
    return { id, type: "section", data: { blocks: inner(entry.value.blocks, "s") } };
  return leafBlock(entry, id, fill);
}

/** dd.mm.yyyy, as SPEC §3 writes a post's date. */
function dotted(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}.${month}.${year}`;
}

/** One post file as the pages show it. */
export function postFrom(id: string, entry: PostEntry, gyms: readonly GymLocation[], facts: Facts): BlogPost {
  const fill = (text: string) => fillFacts(text, facts);
  const gym = gyms.find((g) => g.slug === entry.gym);
  // Both dates are required by the schema: a null here cannot pass the reader.
  const publishedOn = entry.publishedOn ?? "";
  return {
    id,
    title: fill(entry.title),
    slug: entry.slug,
    excerpt: fill(entry.summary),
    author: { ...entry.author },
    gym_location: { id: entry.gym, name: gym?.name ?? entry.gym },
    featured_image: {
      url: entry.heroImage.url,
      alt_text: entry.heroImage.alt,
      width: entry.heroImage.width ?? 0,
      height: entry.heroImage.height ?? 0,
    },
    status: "published",
    visibility: "public",
    publishedDate: dotted(publishedOn),
    lastUpdated: new Date(`${entry.lastUpdated ?? publishedOn}Z`).toISOString(),
    categories: [...entry.categories],
    tags: [...entry.tags],
    seo: {
      meta_title: entry.seo.metaTitle,
      meta_description: fill(entry.seo.metaDescription),
      keywords: [...entry.seo.keywords],
    },
    blocks: entry.blocks.map((child, index) => block(child, `b${String(index + 1).padStart(2, "0")}`, fill)),
  };
}

/**
 * Every post, oldest first (the order /blog has always shown: the first is the featured post), then by
 * address.
 */
export async function postsOf(context: { content?: ContentReader }): Promise<BlogPost[]> {
  const [snapshot, gyms] = await Promise.all([contentOf(context), gymsOf(context)]);
  const facts = factsIn(snapshot, gyms);
  const posts = Object.entries(snapshot.entries.posts).map(([id, entry]) => postFrom(id, entry, gyms, facts));
  const byDate = (post: BlogPost) => post.publishedDate.split(".").reverse().join("-");
  return posts.sort((a, b) => byDate(a).localeCompare(byDate(b)) || a.id.localeCompare(b.id));
}

/** One post by its address (/blog/<id>), or undefined. */
export async function postOf(
  context: { content?: ContentReader },
  id: string,
): Promise<BlogPost | undefined> {
  return (await postsOf(context)).find((post) => post.id === id);
}

/**
 * Posts as cards for a list: no body, so the page's loader data stays small, except what the featured card
 * shows (`keepStartOf`: the body up to its first paragraph).
 */
export function asCards(posts: readonly BlogPost[], keepStartOf?: BlogPost): BlogPost[] {
  return posts.map((post) => {
    if (post !== keepStartOf) return { ...post, blocks: [] };
    const first = post.blocks.findIndex((b) => b.type === "paragraph" || b.type === "section");
    return { ...post, blocks: post.blocks.slice(0, first + 1) };
  });
}

/** The `n` most recent posts as cards, in the blog's order (the home page's carousel). */
export async function latestPosts(context: { content?: ContentReader }, n: number): Promise<BlogPost[]> {
  return asCards((await postsOf(context)).slice(-n));
}
