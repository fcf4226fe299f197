import { type CSSProperties, createContext, useContext } from "react";
import { config } from "#app/lib/config.ts";
import {
  type ArtMotif,
  type ArtPattern,
  type ArtTone,
  type ImageKey,
  imageEntry,
  type PhotoSlots,
  type UploadedPhoto,
} from "#contracts/content/media.ts";
import { ArtIcon } from "./ArtIcon";

const toneClass: Record<ArtTone, { box: string; pattern: string; caption: string }> = {
  ink: { box: "bg-ink-2 text-paper", pattern: "text-paper/10", caption: "text-paper" },
  signal: { box: "bg-signal text-ink", pattern: "text-ink/15", caption: "text-ink" },
  chalk: { box: "bg-chalk text-ink", pattern: "text-ink/10", caption: "text-ink" },
};

export interface ArtworkProps {
  motif: ArtMotif;
  pattern: ArtPattern;
  tone: ArtTone;
  caption: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  style?: CSSProperties;
  /** Decorative artwork carries no alt. */
  decorative?: boolean;
}

/** The brand artwork drawn in a media slot when no CDN photo is configured: pattern, line icon, caption. */
export function Artwork({
  motif,
  pattern,
  tone,
  caption,
  alt,
  width,
  height,
  className = "",
  style,
  decorative,
}: ArtworkProps) {
  const t = toneClass[tone];
  const inner = (
    <>
      <div className={`absolute inset-0 art-pattern-${pattern} ${t.pattern}`} />
      <ArtIcon
        motif={motif}
        className="absolute right-[8%] bottom-[10%] h-[38%] w-auto max-w-[40%] opacity-90"
      />
      <span
        className={`absolute top-[8%] left-[6%] max-w-[60%] font-display text-[clamp(1rem,4cqw,2.5rem)] font-bold uppercase leading-none ${t.caption}`}
      >
        {caption}
      </span>
    </>
  );
  const boxClass = `relative isolate overflow-hidden ${t.box} ${className}`;
  const boxStyle = { aspectRatio: `${width} / ${height}`, ...style };
  if (decorative) {
    return (
      <div aria-hidden="true" className={boxClass} style={boxStyle}>
        {inner}
      </div>
    );
  }
  return (
    <div role="img" aria-label={alt} className={boxClass} style={boxStyle}>
      {inner}
    </div>
  );
}

export interface MediaProps {
  name: ImageKey;
  /** Above the fold: load eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
  /** Overrides the manifest's alt (for example a carousel slide's own description). */
  alt?: string;
  sizes?: string;
  decorative?: boolean;
  style?: CSSProperties;
}

const srcSet = (photo: UploadedPhoto, format: "avif" | "webp") =>
  photo.widths.map((width) => `${photo.stem}-${width}.${format} ${width}w`).join(", ");

/**
 * The owner's photos by slot: the root layout provides the root loader's (app/root.tsx); none elsewhere (a
 * component rendered on its own draws the artwork), so a slot needs no router to render.
 */
export const UploadedPhotos = createContext<PhotoSlots>({});

function useUploadedPhoto(name: ImageKey): UploadedPhoto | undefined {
  return useContext(UploadedPhotos)[name];
}

/**
 * One photo slot from the media manifest, always with intrinsic width and height: the owner's uploaded photo
 * (AVIF or WebP in several widths), else the CDN's (MEDIA_BASE_URL), else the slot's brand artwork.
 */
export function Media({
  name,
  priority = false,
  className = "",
  alt,
  sizes = "100vw",
  decorative,
  style,
}: MediaProps) {
  const entry = imageEntry(name);
  const uploaded = useUploadedPhoto(name);
  if (uploaded) {
    const largest = uploaded.widths[uploaded.widths.length - 1] ?? uploaded.width;
    return (
      // display: contents keeps the img the layout's box, as it is without a photo.
      <picture className="contents">
        <source type="image/avif" srcSet={srcSet(uploaded, "avif")} sizes={sizes} />
        <img
          src={`${uploaded.stem}-${largest}.webp`}
          srcSet={srcSet(uploaded, "webp")}
          sizes={sizes}
          // The owner's alt text describes the photo actually shown, so it wins over a caller's.
          alt={decorative ? "" : uploaded.alt}
          width={uploaded.width}
          height={uploaded.height}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className={`h-auto w-full object-cover ${className}`}
          style={style}
        />
      </picture>
    );
  }
  const altText = decorative ? "" : (alt ?? entry.alt);
  if (!config.mediaBaseUrl) {
    return (
      <Artwork
        {...entry.art}
        alt={altText}
        width={entry.width}
        height={entry.height}
        className={className}
        style={style}
        decorative={decorative}
      />
    );
  }
  return (
    <img
      src={`${config.mediaBaseUrl}/${entry.path}`}
      alt={altText}
      width={entry.width}
      height={entry.height}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={`h-auto w-full object-cover ${className}`}
      style={style}
    />
  );
}
