import { useEffect, useRef } from "react";
import { config } from "#app/lib/config.ts";
import { type VideoKey, videoEntry } from "#contracts/content/media.ts";

/** The bundled brand loop of a hero, named for its key (scripts/make-brand-loop.sh renders them). */
function bundled(name: VideoKey): { src: string; poster: string } {
  const stem = name.replace(/-video$/, "");
  return { src: `/media/${stem}.mp4`, poster: `/media/${stem}.webp` };
}

/**
 * A real <video> in every configuration: the CDN footage when MEDIA_BASE_URL is set, else the bundled loop.
 * The poster paints first; the footage loads and plays only when motion is welcome (preload="none": no
 * bytes of video compete with the first paint, and none at all are spent with reduced motion).
 */
export function HeroVideo({ name, className = "" }: { name: VideoKey; className?: string }) {
  const entry = videoEntry(name);
  const ref = useRef<HTMLVideoElement>(null);
  const source = config.mediaBaseUrl
    ? { src: `${config.mediaBaseUrl}/${entry.path}`, poster: `${config.mediaBaseUrl}/${entry.poster}` }
    : bundled(name);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const apply = () => {
      if (query.matches) video.pause();
      else void video.play().catch(() => {});
    };
    apply();
    query.addEventListener("change", apply);
    return () => query.removeEventListener("change", apply);
  }, []);

  return (
    <video
      ref={ref}
      className={`h-full w-full object-cover ${className}`}
      width={entry.width}
      height={entry.height}
      poster={source.poster}
      muted
      loop
      playsInline
      preload="none"
      aria-label={entry.label}
    >
      <source src={source.src} type="video/mp4" />
    </video>
  );
}
