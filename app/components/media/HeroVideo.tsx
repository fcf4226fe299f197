import { useEffect, useRef } from "react";
import { type VideoKey, videoEntry } from "#app/content/media.ts";
import { config } from "#app/lib/config.ts";

/** The bundled brand loop for each hero (scripts/make-brand-loop.sh renders them). */
const bundled: Record<VideoKey, { src: string; poster: string }> = {
  "home-hero-video": { src: "/media/home-hero.mp4", poster: "/media/home-hero.webp" },
  "armory-hero-video": { src: "/media/armory-hero.mp4", poster: "/media/armory-hero.webp" },
};

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
    : bundled[name];

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
