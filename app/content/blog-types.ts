/** The blog data model of SPEC §3. Posts are bundled static data (app/content/blog.ts), not a call. */
export type TextStyle = "normal" | "lead" | "muted" | "bold" | "italic";
export type Alignment = "left" | "center" | "right";

export interface HeadingBlock {
  id: string;
  type: "heading";
  data: { text: string; level?: 1 | 2 | 3 | 4 | 5 | 6; style?: "default" | "display" | "underlined" };
}
export interface ParagraphBlock {
  id: string;
  type: "paragraph";
  data: { heading?: string; text: string; alignment?: Alignment; style?: TextStyle };
}
export type ListItem = string | { heading: string; text: string };
export interface ListBlock {
  id: string;
  type: "list";
  data: { style: "bullet" | "numbered" | "checklist"; columns?: 1 | 2 | 3; items: ListItem[] };
}
export interface ImageBlock {
  id: string;
  type: "image";
  data: {
    /** A path on the media host (MEDIA_BASE_URL); drawn as brand artwork when no host is configured. */
    url: string;
    alt: string;
    width?: "small" | "medium" | "large" | "full";
    alignment?: Alignment;
    caption?: boolean;
    captionText?: string;
    intrinsicWidth: number;
    intrinsicHeight: number;
  };
}
export interface WorkoutExercise {
  name: string;
  sets?: number;
  reps?: string;
  rest?: string;
  notes?: string;
}
export interface WorkoutBlock {
  id: string;
  type: "workout";
  data: {
    title: string;
    description?: string;
    difficulty?: "beginner" | "intermediate" | "advanced";
    duration?: number;
    exerciseType?: string;
    exercises: WorkoutExercise[];
  };
}
export interface FootnoteBlock {
  id: string;
  type: "footnote";
  data: { text: string; alignment?: Alignment; style?: TextStyle };
}
export interface CallToActionBlock {
  id: string;
  type: "callToAction";
  data: { text: string; link: string; colour?: "yellow" | "black" | "white" };
}
export interface TwoColumnBlock {
  id: string;
  type: "twoColumn";
  data: {
    ratio?: "50:50" | "60:40" | "40:60" | "70:30" | "30:70";
    verticalAlignment?: "top" | "center" | "bottom";
    spacing?: "small" | "medium" | "large";
    reversed?: boolean;
    leftColumn: { blocks: BlogBlock[] };
    rightColumn: { blocks: BlogBlock[] };
    style?: "white" | "black" | "grey";
  };
}
export interface SectionBlock {
  id: string;
  type: "section";
  data: { blocks: BlogBlock[] };
}

export type BlogBlock =
  | HeadingBlock
  | ParagraphBlock
  | ListBlock
  | ImageBlock
  | WorkoutBlock
  | FootnoteBlock
  | CallToActionBlock
  | TwoColumnBlock
  | SectionBlock;

export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  /** A short summary for cards and the featured post. */
  excerpt: string;
  author: { id: string; name: string };
  gym_location: { id: string; name: string };
  featured_image: { url: string; alt_text: string; width: number; height: number };
  status: "published";
  visibility: "public";
  /** dd.mm.yyyy */
  publishedDate: string;
  /** ISO date */
  lastUpdated: string;
  categories: string[];
  tags: string[];
  seo: { meta_title: string; meta_description: string; keywords: string[] };
  blocks: BlogBlock[];
}
