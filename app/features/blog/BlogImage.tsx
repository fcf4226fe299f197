import { Artwork } from "#app/components/media/Media.tsx";
import { config } from "#app/lib/config.ts";
import type { ArtMotif, ArtPattern, ArtTone } from "#contracts/content/media.ts";

/**
 * A blog image is a path on the media host (SPEC §3), not a manifest key, so it gets its own slot:
 * the photo when MEDIA_BASE_URL is set, otherwise brand artwork derived from the path, at the same size.
 */
export interface BlogImageProps {
  url: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
  sizes?: string;
}

const motifByWord: [RegExp, ArtMotif][] = [
  [/sauna|heat|infrared/, "flame"],
  [/steam|hydrat|water/, "droplets"],
  [/recovery|rest/, "sparkles"],
  [/coach|team/, "team"],
  [/boxing|combat/, "boxing"],
  [/walk|park|sun/, "sun"],
  [/strength|plan|lift/, "dumbbell"],
  [/spin|bike/, "bike"],
  [/meal|prep|food/, "meal"],
];
const patterns: ArtPattern[] = ["diagonal", "grid", "dots", "rings"];
const tones: ArtTone[] = ["ink", "signal", "chalk"];

/** A small, stable hash so the same url always gets the same artwork. */
function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

export function artFor(url: string): {
  motif: ArtMotif;
  pattern: ArtPattern;
  tone: ArtTone;
  caption: string;
} {
  const name =
    url
      .split("/")
      .pop()
      ?.replace(/\.[a-z0-9]+$/i, "") ?? url;
  const motif = motifByWord.find(([pattern]) => pattern.test(name))?.[1] ?? "news";
  const h = hash(url);
  const caption = name.replace(/[-_]+/g, " ");
  return { motif, pattern: patterns[h % patterns.length]!, tone: tones[(h >>> 3) % tones.length]!, caption };
}

export function BlogImage({
  url,
  alt,
  width,
  height,
  className = "",
  priority = false,
  sizes = "100vw",
}: BlogImageProps) {
  if (!config.mediaBaseUrl) {
    return <Artwork {...artFor(url)} alt={alt} width={width} height={height} className={className} />;
  }
  return (
    <img
      src={`${config.mediaBaseUrl}/${url}`}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={`h-auto w-full object-cover ${className}`}
    />
  );
}
