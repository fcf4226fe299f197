import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Icon } from "#app/components/icons/Icon.tsx";
import { Media } from "#app/components/media/Media.tsx";
import { imageKey } from "#app/features/gym-details/image-key.ts";
import type { MediaKey } from "#contracts/content/media.ts";
import { useStepCarousel } from "./use-step-carousel";

interface ImageCarouselProps {
  label: string;
  images: readonly { src: MediaKey; alt: string }[];
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The gym image carousel (SPEC §2, §9): one image at a time, previous disabled at the first and next at
 * the last, moves locked for 500 ms. The HTML is a scroll-snapped strip whose every slide carries links to
 * its neighbours, so Previous and Next (and a swipe) move one image without JavaScript. Once React runs it
 * takes the slide in view, swaps the links for one pair of buttons with the lock, and hides the off-screen
 * slides from assistive technology (an accessible carousel pattern: a labelled region of slide groups).
 */
export function ImageCarousel({ label, images }: ImageCarouselProps) {
  const carousel = useStepCarousel({ count: images.length });
  const [enhanced, setEnhanced] = useState(false);
  const strip = useRef<HTMLUListElement>(null);
  const statusId = useId();
  const slideId = (i: number) => `${slug(label)}-${i + 1}`;
  const { index, adopt } = carousel;

  // Before the first paint after hydration: the slide the visitor reached by link or swipe stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useLayoutEffect(() => {
    const element = strip.current;
    if (element?.clientWidth) adopt(Math.round(element.scrollLeft / element.clientWidth));
    setEnhanced(true);
  }, []);

  // The buttons move the strip; a swipe moves the index.
  useEffect(() => {
    const element = strip.current;
    if (!enhanced || !element?.clientWidth) return;
    const left = index * element.clientWidth;
    if (Math.abs(element.scrollLeft - left) > 1) element.scrollTo?.({ left, behavior: "smooth" });
  }, [enhanced, index]);
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const onScrollEnd = () => {
      if (element.clientWidth) adopt(Math.round(element.scrollLeft / element.clientWidth));
    };
    element.addEventListener("scrollend", onScrollEnd);
    return () => element.removeEventListener("scrollend", onScrollEnd);
  }, [adopt]);

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      {/* `relative` keeps the slides' visually hidden (absolute) text inside the scroll clip; outside it, that
          text widened the page to the last slide, and a phone's layout viewport and fixed menu with it. */}
      <ul
        ref={strip}
        // Once the slides' links give way to the buttons, the scrollable strip needs its own keyboard stop
        // (WCAG 2.1.1; axe's scrollable-region-focusable): the arrow keys scroll it and the index follows.
        tabIndex={enhanced ? 0 : undefined}
        className="relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain scroll-smooth [scrollbar-width:none]"
      >
        {images.map((image, i) => {
          const hidden = enhanced && i !== index;
          return (
            <li
              key={image.src}
              id={slideId(i)}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${images.length}`}
              aria-hidden={hidden || undefined}
              inert={hidden}
              className="w-full shrink-0 snap-start scroll-mt-28"
            >
              <div className="bg-ink">
                <Media
                  name={imageKey(image.src)}
                  alt={image.alt}
                  className="w-full"
                  sizes="(min-width: 1280px) 1200px, 100vw"
                />
              </div>
              {enhanced ? null : (
                <div className="mt-4 flex items-center justify-between gap-4">
                  <p className="font-display text-xl font-bold tracking-widest">
                    <span className="sr-only">Image </span>
                    {pad(i + 1)}
                    <span className="text-steel"> / {pad(images.length)}</span>
                  </p>
                  <div className="flex gap-2">
                    <CarouselLink
                      direction="prev"
                      label="Previous image"
                      to={i > 0 ? slideId(i - 1) : null}
                    />
                    <CarouselLink
                      direction="next"
                      label="Next image"
                      to={i < images.length - 1 ? slideId(i + 1) : null}
                    />
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {enhanced ? (
        <div className="mt-4 flex items-center justify-between gap-4">
          <p id={statusId} aria-live="polite" className="font-display text-xl font-bold tracking-widest">
            <span className="sr-only">Image </span>
            {pad(index + 1)}
            <span className="text-steel"> / {pad(images.length)}</span>
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
      ) : null}
    </section>
  );
}

const boxClass = "inline-flex h-12 w-12 items-center justify-center border-2 transition-colors";

/** Previous or Next before JavaScript: a link to the neighbouring slide, or a dimmed box at either end. */
function CarouselLink({
  direction,
  label,
  to,
}: {
  direction: "prev" | "next";
  label: string;
  to: string | null;
}) {
  const chevron = direction === "prev" ? "chevron-left" : "chevron-right";
  if (!to)
    return (
      <span aria-hidden="true" className={`${boxClass} border-ink text-ink opacity-35`}>
        <Icon name={chevron} className="h-6 w-6" />
      </span>
    );
  return (
    <a
      href={`#${to}`}
      aria-label={label}
      className={`${boxClass} border-ink text-ink hover:bg-ink hover:text-paper`}
    >
      <Icon name={chevron} aria-hidden="true" className="h-6 w-6" />
    </a>
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
  const chevron = direction === "prev" ? "chevron-left" : "chevron-right";
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
      className={`${boxClass} disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent ${tone === "dark" ? "disabled:hover:text-paper" : "disabled:hover:text-ink"} ${colours}`}
    >
      <Icon name={chevron} aria-hidden="true" className="h-6 w-6" />
    </button>
  );
}
