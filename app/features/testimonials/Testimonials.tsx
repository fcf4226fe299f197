import { useEffect, useState } from "react";
import { Icon } from "#app/components/icons/Icon.tsx";
import { Eyebrow } from "#app/components/ui/Heading.tsx";
import { OptionalPart } from "#app/components/ui/OptionalPart.tsx";
import { CarouselButton } from "#app/features/carousel/ImageCarousel.tsx";
import { useStepCarousel } from "#app/features/carousel/use-step-carousel.ts";
import { useGyms } from "#app/lib/use-gyms.ts";
import { pagePaths } from "#contracts/content/page-paths.ts";
import {
  inPairs,
  loadReviews,
  MIN_RATING,
  NO_REVIEW_TEXT,
  positiveReviews,
  type ReviewItem,
  type ReviewsAnswer,
  ratingOf,
  ratingSummary,
} from "./reviews";
import { Stars } from "./Stars";
import { useNearViewport } from "./use-near-viewport";

const reviewPolicyPath = pagePaths.reviewPolicy;

type ReviewsState = { status: "loading" } | { status: "loaded"; data: ReviewsAnswer } | { status: "failed" };

/** The place's reviews, asked for only once `wanted` (the section near the viewport: issue 45). */
export function useReviews(placeId: string, wanted = true): ReviewsState {
  const [state, setState] = useState<ReviewsState>({ status: "loading" });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setState({ status: "loading" });
    loadReviews(placeId).then(
      (data) => live && setState({ status: "loaded", data }),
      (error: unknown) => {
        // SPEC §8: a failed fetch (or an answer of another shape) shows nothing and is only logged.
        console.error("Error fetching testimonies", error);
        if (live) setState({ status: "failed" });
      },
    );
    return () => {
      live = false;
    };
  }, [placeId, wanted]);
  return state;
}

interface TestimonialsProps {
  /** The page's gym; off gym pages the default gym's (SPEC §7). */
  placeId?: string;
  gymName?: string;
}

/**
 * The testimonials carousel (SPEC §2): the gym's 4- and 5-star Google reviews, two at a time, with the
 * overall rating, the review count and a link to every review beside it (ARCHITECTURE.md, additions), so
 * the selection never misleads. Optional: if it fails, the page goes on without it.
 */
export function Testimonials(props: TestimonialsProps) {
  return (
    <OptionalPart name="testimonials">
      <TestimonialsSection {...props} />
    </OptionalPart>
  );
}

function TestimonialsSection(props: TestimonialsProps) {
  // Off a gym's page: the default gym's (the first, SPEC §3), as the content has it.
  const defaultGym = useGyms()[0];
  const placeId = props.placeId ?? defaultGym?.googlePlaceID ?? "";
  const gymName = props.gymName ?? defaultGym?.name ?? "";
  // Google is asked (and paid) only for a visitor who comes near the section (issue 45, decision 0035).
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const state = useReviews(placeId, near);
  if (state.status === "failed") return null;
  const overBudget = state.status === "loaded" && state.data.overBudget === true;
  const reviews = state.status === "loaded" && !overBudget ? positiveReviews(state.data.reviews) : [];
  // No reviews to show, no section: never an empty "What members say". Past the month's budget of Google
  // calls, the section stays with only the link to the gym's reviews on Google.
  if (state.status === "loaded" && reviews.length === 0 && !(overBudget && state.data.googleMapsUri))
    return null;
  const sample = state.status === "loaded" && state.data.sample === true;
  return (
    <section
      ref={sectionRef}
      aria-labelledby="testimonials-heading"
      data-testid="testimonials"
      className="bg-ink py-(--spacing-section) text-paper"
    >
      <div className="mx-auto grid w-full max-w-(--container-site) gap-10 px-5 sm:px-8 lg:grid-cols-[1fr_2.4fr] lg:gap-16">
        <div>
          <Eyebrow className="text-signal">
            {state.status !== "loaded" ? "Reviews" : sample ? "Sample reviews" : "Google reviews"}
          </Eyebrow>
          <h2 id="testimonials-heading" className="font-display text-h2">
            What members say
          </h2>
          {state.status === "loaded" ? <Summary data={state.data} gymName={gymName} /> : <SummarySkeleton />}
          <p className="mt-4 text-sm">
            <a
              href={reviewPolicyPath}
              className="inline-flex min-h-11 items-center underline decoration-1 underline-offset-4 hover:text-signal"
            >
              How we choose reviews, and how to report a fake one
            </a>
          </p>
          {state.status === "loaded" && !sample ? <GoogleAttribution /> : null}
        </div>
        {state.status === "loaded" ? (
          overBudget ? null : (
            <ReviewCarousel reviews={reviews} sample={sample} />
          )
        ) : (
          <div aria-busy="true" className="relative grid min-w-0 gap-5 md:grid-cols-2">
            <p className="sr-only">Loading reviews</p>
            <SkeletonCard />
            <SkeletonCard />
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * Google's attribution for Places content shown without a Google map (its Places API policies): the words
 * "Google Maps", untranslated and unaltered, in a plain sans-serif beside the content (decision 0035).
 */
function GoogleAttribution() {
  return (
    <p className="mt-2 text-sm text-mist">
      Reviews and rating from{" "}
      <span translate="no" className="font-['Roboto',Arial,sans-serif] font-medium text-paper">
        Google Maps
      </span>
    </p>
  );
}

function Summary({ data, gymName }: { data: ReviewsAnswer; gymName: string }) {
  const summary = ratingSummary(data);
  if (data.overBudget) return <AllOnGoogle href={data.googleMapsUri ?? ""} gymName={gymName} />;
  return (
    <div className="mt-6 space-y-4">
      {data.sample ? (
        <p className="border-l-4 border-signal pl-3 text-sm font-semibold">
          Sample reviews for development and testing, not real members&rsquo; reviews.
        </p>
      ) : null}
      {summary ? (
        <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
          <p className="font-display text-7xl leading-none font-bold">{summary.rating.toFixed(1)}</p>
          <div className="min-w-0 pb-1 text-signal">
            <Stars rating={summary.rating} />
            <p className="mt-1 text-sm text-mist">
              from {summary.count.toLocaleString("en-GB")} {data.sample ? "sample" : "Google"} reviews of{" "}
              {gymName}
            </p>
          </div>
        </div>
      ) : null}
      <p className="text-sm text-mist">Here we show reviews of {MIN_RATING} stars and above.</p>
      {data.googleMapsUri && !data.sample ? <GoogleLink href={data.googleMapsUri} /> : null}
    </div>
  );
}

/** Past the month's budget of Google calls: no rating and no text, only where to read every review. */
function AllOnGoogle({ href, gymName }: { href: string; gymName: string }) {
  return (
    <div className="mt-6 space-y-4">
      <p className="text-mist">{`Read what members say about ${gymName} in its reviews on Google.`}</p>
      <GoogleLink href={href} />
    </div>
  );
}

function GoogleLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-2 font-semibold underline decoration-signal decoration-2 underline-offset-4 hover:text-signal"
    >
      See all reviews on Google
      <Icon name="external-link" aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function ReviewCarousel({ reviews, sample }: { reviews: ReviewItem[]; sample: boolean }) {
  const pairs = inPairs(reviews);
  const carousel = useStepCarousel({ count: pairs.length });
  if (pairs.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label="Member reviews" className="min-w-0">
      <div className="overflow-hidden">
        <ul
          className="flex transition-transform duration-500 ease-out-quick"
          style={{ transform: `translateX(-${carousel.index * 100}%)` }}
        >
          {pairs.map((pair, i) => (
            <li
              key={pair.map((r) => r.name ?? r.authorAttribution.displayName).join("|")}
              aria-roledescription="slide"
              aria-label={`Reviews ${i * 2 + 1} to ${i * 2 + pair.length} of ${reviews.length}`}
              aria-hidden={i !== carousel.index}
              inert={i !== carousel.index}
              className="grid w-full shrink-0 gap-5 md:grid-cols-2"
            >
              {pair.map((review) => (
                <ReviewCard
                  key={review.name ?? review.authorAttribution.displayName}
                  review={review}
                  sample={sample}
                />
              ))}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex items-center justify-between gap-4">
        <div className="flex flex-wrap gap-1">
          {pairs.map((pair, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
              key={i}
              type="button"
              aria-label={`Show reviews ${i * 2 + 1} to ${i * 2 + pair.length}`}
              aria-current={i === carousel.index ? "true" : undefined}
              onClick={() => carousel.goToGroup(i)}
              className="group inline-flex h-11 w-8 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={`block h-2 transition-all ${i === carousel.index ? "w-6 bg-signal" : "w-2 bg-paper/50 group-hover:bg-paper"}`}
              />
            </button>
          ))}
        </div>
        <div className="flex gap-2">
          <CarouselButton
            direction="prev"
            label="Previous reviews"
            tone="dark"
            disabled={!carousel.canPrev}
            onClick={carousel.prev}
          />
          <CarouselButton
            direction="next"
            label="Next reviews"
            tone="dark"
            disabled={!carousel.canNext}
            onClick={carousel.next}
          />
        </div>
      </div>
    </section>
  );
}

function ReviewCard({ review, sample }: { review: ReviewItem; sample: boolean }) {
  const text = review.text?.text?.trim();
  const author = review.authorAttribution;
  const initials = author.displayName
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2);
  return (
    <figure className="flex h-full flex-col bg-ink-2 p-6 md:p-8">
      <Stars rating={ratingOf(review)} className="text-signal" />
      <blockquote className={`mt-5 flex-1 text-lg leading-relaxed ${text ? "" : "text-mist italic"}`}>
        {text ? <p>“{text}”</p> : <p>{NO_REVIEW_TEXT}</p>}
      </blockquote>
      <figcaption className="mt-6 border-t border-paper/15 pt-5">
        {/* Google's display rules: the author's name and photo, linked to their Google Maps profile. */}
        {author.uri && !sample ? (
          <a
            href={author.uri}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="group inline-flex items-center gap-3"
            data-testid="review-author"
          >
            <AuthorPhoto photoUri={author.photoUri} initials={initials} />
            <span className="font-semibold underline decoration-1 underline-offset-4 group-hover:text-signal">
              {author.displayName}
              <span className="sr-only"> on Google Maps (opens in a new tab)</span>
            </span>
          </a>
        ) : (
          <span className="inline-flex items-center gap-3">
            <AuthorPhoto photoUri={sample ? undefined : author.photoUri} initials={initials} />
            <span className="font-semibold">{author.displayName}</span>
          </span>
        )}
        <span className="mt-1 block text-sm text-mist">
          {sample ? "Sample review" : review.relativePublishTimeDescription || null}
        </span>
      </figcaption>
    </figure>
  );
}

function AuthorPhoto({ photoUri, initials }: { photoUri?: string | null | undefined; initials: string }) {
  // The photo is Google's, shown from Google during the visit (never copied); beside the name, so no alt.
  if (photoUri)
    return (
      <img
        src={photoUri}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        referrerPolicy="no-referrer"
        className="h-10 w-10 shrink-0 rounded-full bg-ink-2 object-cover"
      />
    );
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-10 w-10 shrink-0 items-center justify-center bg-signal font-display text-lg font-bold text-ink"
    >
      {initials}
    </span>
  );
}

function SkeletonCard() {
  return (
    <div
      aria-hidden="true"
      data-testid="review-skeleton"
      className="flex min-h-72 flex-col gap-4 bg-ink-2 p-6 md:p-8"
    >
      <div className="h-5 w-28 animate-pulse bg-paper/15" />
      <div className="h-4 w-full animate-pulse bg-paper/10" />
      <div className="h-4 w-11/12 animate-pulse bg-paper/10" />
      <div className="h-4 w-3/4 animate-pulse bg-paper/10" />
      <div className="mt-auto flex items-center gap-3">
        <div className="h-10 w-10 animate-pulse bg-paper/15" />
        <div className="h-4 w-32 animate-pulse bg-paper/10" />
      </div>
    </div>
  );
}

function SummarySkeleton() {
  return (
    <div aria-hidden="true" className="mt-6 space-y-4">
      <div className="h-16 w-40 animate-pulse bg-paper/10" />
      <div className="h-4 w-48 animate-pulse bg-paper/10" />
    </div>
  );
}
