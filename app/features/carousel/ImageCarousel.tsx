import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { Media } from "#app/components/media/Media.tsx";
import type { MediaKey } from "#app/content/media.ts";
import { imageKey } from "#app/features/gym-details/image-key.ts";
import { useStepCarousel } from "./use-step-carousel";

interface ImageCarouselProps {
  label: string;
  images: readonly { src: MediaKey; alt: string }[];
}

/**
 * The gym image carousel (SPEC §2, §9): one image at a time, previous disabled at the first and next at
 * the last, moves locked for 500 ms. An accessible carousel pattern: a labelled region of slide groups,
 * with the off-screen slides hidden from assistive technology.
 */
export function ImageCarousel({ label, images }: ImageCarouselProps) {
  const carousel = useStepCarousel({ count: images.length });
  const statusId = useId();
  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <div className="overflow-hidden bg-ink">
        <ul
          className="flex transition-transform duration-500 ease-out-quick"
          style={{ transform: `translateX(-${carousel.index * 100}%)` }}
        >
          {images.map((image, i) => (
            <li
              key={image.src}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${images.length}`}
              aria-hidden={i !== carousel.index}
              className="w-full shrink-0"
              inert={i !== carousel.index}
            >
              <Media
                name={imageKey(image.src)}
                alt={image.alt}
                className="w-full"
                sizes="(min-width: 1280px) 1200px, 100vw"
              />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-4 flex items-center justify-between gap-4">
        <p id={statusId} aria-live="polite" className="font-display text-xl font-bold tracking-widest">
          <span className="sr-only">Image </span>
          {String(carousel.index + 1).padStart(2, "0")}
          <span className="text-steel"> / {String(images.length).padStart(2, "0")}</span>
        </p>
        <div className="flex gap-2">
          <CarouselButton
            direction="prev"
            label="Previous image"
            disabled={!carousel.canPrev}
            onClick={carousel.prev}
          />
          <CarouselButton
            direction="next"
            label="Next image"
            disabled={!carousel.canNext}
            onClick={carousel.next}
          />
        </div>
      </div>
    </section>
  );
}

export function CarouselButton({
  direction,
  label,
  disabled,
  onClick,
  tone = "light",
}: {
  direction: "prev" | "next";
  label: string;
  disabled: boolean;
  onClick: () => void;
  tone?: "light" | "dark";
}) {
  const Icon = direction === "prev" ? ChevronLeft : ChevronRight;
  const colours =
    tone === "dark"
      ? "border-paper text-paper hover:bg-paper hover:text-ink"
      : "border-ink text-ink hover:bg-ink hover:text-paper";
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex h-12 w-12 items-center justify-center border-2 transition-colors disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent ${tone === "dark" ? "disabled:hover:text-paper" : "disabled:hover:text-ink"} ${colours}`}
    >
      <Icon aria-hidden="true" className="h-6 w-6" />
    </button>
  );
}
