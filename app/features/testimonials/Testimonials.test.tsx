import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultGym } from "~/content/gyms";
import { getJson } from "~/lib/api-client";
import { apiPaths, type Review, type ReviewsResponse } from "../../../contracts/api";
import { inPairs, positiveReviews, resetReviewsCache } from "./reviews";
import { Testimonials } from "./Testimonials";

vi.mock("~/lib/api-client", () => ({ getJson: vi.fn() }));
const get = vi.mocked(getJson);

function review(n: number, rating: number, text?: string): Review {
  return {
    name: `r${n}`,
    relativePublishTimeDescription: "a week ago",
    rating,
    ...(text === undefined ? {} : { text: { text } }),
    authorAttribution: { displayName: `Author ${n}`, uri: `https://www.google.com/maps/contrib/${n}` },
  };
}

const response: ReviewsResponse = {
  reviews: [
    review(1, 5, "Great gym"),
    review(2, 3, "Meh"),
    review(3, 4, "Good"),
    review(4, 5),
    review(5, 2, "Bad"),
    review(6, 5, "Superb"),
    review(7, 4, "Fine"),
  ],
  rating: 4.6,
  userRatingCount: 214,
  googleMapsUri: "https://maps.google.com/?cid=1",
};

beforeEach(() => {
  resetReviewsCache();
  get.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe("positiveReviews and inPairs", () => {
  it("keeps 4 and 5 stars, treating a missing rating as 5", () => {
    const unrated = { ...review(9, 0), rating: undefined } as unknown as Review;
    expect(positiveReviews([...response.reviews, unrated]).map((r) => r.name)).toEqual([
      "r1",
      "r3",
      "r4",
      "r6",
      "r7",
      "r9",
    ]);
  });
  it("pairs for two at a time", () => expect(inPairs([1, 2, 3])).toEqual([[1, 2], [3]]));
});

describe("Testimonials", () => {
  it("shows skeleton cards while loading", () => {
    get.mockReturnValue(new Promise(() => {}));
    render(<Testimonials placeId="p1" gymName="Novo Welling" />);
    expect(screen.getAllByTestId("review-skeleton")).toHaveLength(2);
  });

  it("fetches the place's reviews once with the API key and shows two positive reviews at a time", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    get.mockResolvedValue(response);
    const { unmount } = render(<Testimonials placeId="p1" gymName="Novo Welling" />);
    await screen.findByText("“Great gym”");
    expect(get).toHaveBeenCalledWith(apiPaths.reviews("p1"), { apiKey: true });

    // Hidden slides are out of the accessibility tree, so query the DOM.
    const slides = Array.from(document.querySelectorAll('[aria-roledescription="slide"]'));
    expect(slides).toHaveLength(3);
    expect(slides[0]?.getAttribute("aria-hidden")).toBe("false");
    expect(within(slides[0] as HTMLElement).getAllByRole("figure")).toHaveLength(2);
    expect(screen.queryByText("“Meh”")).toBeNull();
    expect(slides[1]?.textContent).toContain("No review content available");
    // Stars read out, and each author's attribution links to their profile.
    expect(within(slides[0] as HTMLElement).getAllByRole("img", { name: "Rated 5 out of 5" })).toHaveLength(
      1,
    );
    expect(screen.getByRole("link", { name: /Author 1/ }).getAttribute("href")).toBe(
      "https://www.google.com/maps/contrib/1",
    );

    // Overall rating, count and link to all reviews.
    expect(screen.getByText("4.6")).toBeTruthy();
    expect(screen.getByText(/from 214 Google reviews/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /See all reviews on Google/ }).getAttribute("href")).toBe(
      response.googleMapsUri,
    );

    // Steps of two, with bounds and group dots.
    const prev = screen.getByRole("button", { name: "Previous reviews" });
    const next = screen.getByRole("button", { name: "Next reviews" });
    expect(prev).toHaveProperty("disabled", true);
    fireEvent.click(next);
    expect(slides[1]?.getAttribute("aria-hidden")).toBe("false");
    act(() => vi.advanceTimersByTime(500));
    fireEvent.click(screen.getByRole("button", { name: "Show reviews 5 to 5" }));
    expect(slides[2]?.getAttribute("aria-hidden")).toBe("false");
    expect(next).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Show reviews 5 to 5" }).getAttribute("aria-current")).toBe(
      "true",
    );
    vi.useRealTimers();

    // Once per page load: a second mount reuses the answer.
    unmount();
    render(<Testimonials placeId="p1" gymName="Novo Welling" />);
    await screen.findByText("“Great gym”");
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("falls back to the default gym's place off gym pages", () => {
    get.mockReturnValue(new Promise(() => {}));
    render(<Testimonials />);
    expect(get).toHaveBeenCalledWith(apiPaths.reviews(defaultGym.googlePlaceID), { apiKey: true });
  });

  it("shows nothing and logs 'Error fetching testimonies' when the fetch fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    get.mockRejectedValue(new Error("GET answered 500"));
    const { container } = render(<Testimonials placeId="p2" gymName="Novo Welling" />);
    await waitFor(() => expect(container.innerHTML).toBe(""));
    expect(log).toHaveBeenCalledWith("Error fetching testimonies");
  });
});
