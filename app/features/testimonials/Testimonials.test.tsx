import { act, fireEvent, render as renderBare, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { config } from "#app/lib/config.ts";
import { apiPaths, type Review, type ReviewsResponse } from "#contracts/api.ts";
import { WithGyms } from "#tests/gyms-router.tsx";
import { shippedDefaultGym } from "#tests/shipped.ts";
import { inPairs, positiveReviews, resetReviewsCache } from "./reviews";
import { Testimonials } from "./Testimonials";

/** Rendered under a root that serves the shipped gyms, as the app's root loader does (useGyms()). */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: WithGyms });

/** The reviews endpoint, answered in the test: a JSON body, a Response, or never. */
const get = {
  answer: vi.fn<(url: string) => Promise<unknown>>(),
  mockReturnValue(value: Promise<unknown>) {
    this.answer.mockReturnValue(value);
  },
  mockResolvedValue(value: unknown) {
    this.answer.mockResolvedValue(value);
  },
  mockRejectedValue(error: unknown) {
    this.answer.mockRejectedValue(error);
  },
};
const fetchSpy = vi.fn(async (url: string, init?: RequestInit) => {
  const answer = await get.answer(url);
  void init;
  return answer instanceof Response ? answer : Response.json(answer);
});
const requestedWithKey = (placeId: string) =>
  waitFor(() =>
    expect(fetchSpy).toHaveBeenCalledWith(
      apiPaths.reviews(placeId),
      expect.objectContaining({ headers: expect.objectContaining({ "x-api-key": config.apiKey }) }),
    ),
  );

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
  get.answer.mockReset();
  fetchSpy.mockClear();
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
    render(<Testimonials placeId="p0" gymName="Novo Welling" />);
    expect(screen.getAllByTestId("review-skeleton")).toHaveLength(2);
  });

  it("fetches the place's reviews once with the API key and shows two positive reviews at a time", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    get.mockResolvedValue(response);
    const { unmount } = render(<Testimonials placeId="p1" gymName="Novo Welling" />);
    await screen.findByText("“Great gym”");
    await requestedWithKey("p1");

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
    expect(fetchSpy.mock.calls.filter(([url]) => url === apiPaths.reviews("p1"))).toHaveLength(1);
  });

  it("falls back to the default gym's place off gym pages", async () => {
    get.mockReturnValue(new Promise(() => {}));
    render(<Testimonials />);
    await requestedWithKey(shippedDefaultGym.googlePlaceID);
  });

  it("shows nothing and logs 'Error fetching testimonies' when the fetch fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    get.mockResolvedValue(new Response("boom", { status: 500 }));
    const { container } = render(<Testimonials placeId="p2" gymName="Novo Welling" />);
    await waitFor(() => expect(container.innerHTML).toBe(""));
    expect(log).toHaveBeenCalledWith("Error fetching testimonies", expect.any(Error));
  });

  it.each([
    ["an empty object", {}],
    ["a non-list reviews", { reviews: "none" }],
    ["reviews of another shape", { reviews: [{ rating: 5, text: "no author" }] }],
    ["null", null],
    ["text that is not JSON", new Response("<html>Bad gateway</html>", { status: 200 })],
  ])("treats %s as a failure: nothing shown, the error logged", async (_, answer) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    get.mockResolvedValue(answer);
    const { container } = render(<Testimonials placeId="p3" gymName="Novo Welling" />);
    await waitFor(() => expect(container.innerHTML).toBe(""));
    expect(log).toHaveBeenCalledWith("Error fetching testimonies", expect.any(Error));
  });

  it("shows no section for an empty list, or only reviews below 4 stars", async () => {
    get.mockResolvedValue({ reviews: [] });
    const first = render(<Testimonials placeId="p4" gymName="Novo Welling" />);
    await waitFor(() => expect(first.container.innerHTML).toBe(""));
    get.mockResolvedValue({ reviews: [review(1, 2, "Poor")], rating: 2, userRatingCount: 1 });
    const second = render(<Testimonials placeId="p5" gymName="Novo Welling" />);
    await waitFor(() => expect(second.container.innerHTML).toBe(""));
  });

  it("accepts the spec's shape, reviews alone, without a rating claim", async () => {
    const bare = { reviews: [{ ...review(1, 5, "Lovely"), rating: undefined }, review(2, 4, "Nice")] };
    get.mockResolvedValue(bare);
    render(<Testimonials placeId="p6" gymName="Novo Welling" />);
    await screen.findByText("“Lovely”");
    expect(screen.getAllByRole("img", { name: "Rated 5 out of 5" })).toHaveLength(1);
    expect(screen.queryByText(/Google reviews of/)).toBeNull();
    expect(screen.queryByRole("link", { name: /See all reviews on Google/ })).toBeNull();
  });

  it("claims a rating only when both the rating and the count are present", async () => {
    get.mockResolvedValue({ reviews: [review(1, 5, "Top")], rating: 4.7 });
    render(<Testimonials placeId="p7" gymName="Novo Welling" />);
    await screen.findByText("“Top”");
    expect(screen.queryByText("4.7")).toBeNull();
  });

  it("labels sample reviews as samples and never as Google's", async () => {
    get.mockResolvedValue({ ...response, sample: true });
    render(<Testimonials placeId="p8" gymName="Novo Welling" />);
    await screen.findByText("“Great gym”");
    expect(screen.getByText("Sample reviews")).toBeTruthy();
    expect(screen.getByText(/Sample reviews for development and testing/)).toBeTruthy();
    expect(screen.getByText(/from 214 sample reviews/)).toBeTruthy();
    expect(screen.queryByText(/on Google/)).toBeNull();
  });

  it("links the review policy, gives each author's photo and name their Google Maps profile, and credits Google Maps", async () => {
    const withPhoto = {
      ...response,
      reviews: [
        {
          ...review(1, 5, "Great gym"),
          relativePublishTimeDescription: "3 weeks ago",
          authorAttribution: {
            displayName: "Author 1",
            uri: "https://www.google.com/maps/contrib/1",
            photoUri: "https://lh3.googleusercontent.com/a/1",
          },
        },
        review(2, 4, "Good"),
      ],
    };
    get.mockResolvedValue(withPhoto);
    render(<Testimonials placeId="p9" gymName="Novo Welling" />);
    await screen.findByText("“Great gym”");
    expect(
      screen
        .getByRole("link", { name: "How we choose reviews, and how to report a fake one" })
        .getAttribute("href"),
    ).toBe("/review-policy");
    const author = screen.getByRole("link", { name: /Author 1/ });
    expect(author.getAttribute("href")).toBe("https://www.google.com/maps/contrib/1");
    expect(author.querySelector("img")?.getAttribute("src")).toBe("https://lh3.googleusercontent.com/a/1");
    // The time as Google words it, unchanged.
    expect(screen.getByText("3 weeks ago")).toBeTruthy();
    expect(screen.getByText("Google Maps").getAttribute("translate")).toBe("no");
  });

  it("past the month's budget shows only the link to the gym's Google reviews: no rating, no text", async () => {
    const link = "https://www.google.com/maps/search/?api=1&query=Novo+Welling&query_place_id=p10";
    get.mockResolvedValue({
      reviews: [],
      rating: null,
      userRatingCount: null,
      googleMapsUri: link,
      overBudget: true,
    });
    render(<Testimonials placeId="p10" gymName="Novo Welling" />);
    const all = await screen.findByRole("link", { name: /See all reviews on Google/ });
    expect(all.getAttribute("href")).toBe(link);
    expect(screen.getByRole("heading", { name: "What members say" })).toBeTruthy();
    expect(screen.queryByRole("figure")).toBeNull();
    expect(screen.queryByText(/Google reviews of/)).toBeNull();
    expect(screen.queryByText(/4 stars and above/)).toBeNull();
    expect(screen.queryByTestId("review-skeleton")).toBeNull();
    expect(screen.getByRole("link", { name: /how to report a fake one/ })).toBeTruthy();
  });

  it("asks for reviews only once the section comes near the viewport", async () => {
    const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    class Observer {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ callback, ...(options ? { options } : {}) });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal("IntersectionObserver", Observer);
    get.mockResolvedValue(response);
    render(<Testimonials placeId="p11" gymName="Novo Welling" />);
    // The section is there, as skeletons, with its policy link; Google is not asked.
    expect(screen.getAllByTestId("review-skeleton")).toHaveLength(2);
    expect(screen.getByRole("link", { name: /how to report a fake one/ })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(observed[0]?.options?.rootMargin).toMatch(/^\d+px 0px$/);
    act(() =>
      observed[0]?.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    await screen.findByText("“Great gym”");
    await requestedWithKey("p11");
  });
});
