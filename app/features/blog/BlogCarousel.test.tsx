import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { BlogPost } from "#app/content/blog-types.ts";
import { shippedPosts as blogPosts } from "#tests/shipped.server.ts";
import { BlogCarousel, windowFrom, wrapIndex } from "./BlogCarousel";

function renderCarousel(posts: BlogPost[]) {
  const router = createMemoryRouter([{ path: "/", element: <BlogCarousel posts={posts} /> }]);
  return render(<RouterProvider router={router} />);
}

const cardTitles = () =>
  screen.getAllByTestId("blog-card").map((card) => card.querySelector("h3")?.textContent);

/** Four posts, so the window of three can be seen to move and wrap. */
const fourPosts: BlogPost[] = [0, 1, 2, 3].map((n) => ({
  ...blogPosts[n % blogPosts.length]!,
  id: `post-${n}`,
  title: `Post ${n}`,
}));

describe("the blog carousel's window", () => {
  it("shows at most three cards and wraps past either end", () => {
    expect(windowFrom([1, 2, 3, 4], 0)).toEqual([1, 2, 3]);
    expect(windowFrom([1, 2, 3, 4], 3)).toEqual([4, 1, 2]);
    expect(windowFrom([1, 2], 0)).toEqual([1, 2]);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
  });
});

describe("BlogCarousel", () => {
  it("shows each card's date, title, image and an arrow link to the article", () => {
    renderCarousel(blogPosts);
    for (const post of blogPosts) {
      expect(screen.getByText(post.publishedDate)).toBeTruthy();
      expect(screen.getByRole("heading", { name: post.title })).toBeTruthy();
      expect(screen.getByRole("img", { name: post.featured_image.alt_text })).toBeTruthy();
      expect(screen.getByRole("link", { name: `Read: ${post.title}` }).getAttribute("href")).toBe(
        `/blog/${post.id}`,
      );
    }
  });

  it("wraps: previous from the first card goes to the last, next from the last back to the first", async () => {
    const user = userEvent.setup();
    renderCarousel(fourPosts);
    expect(cardTitles()).toEqual(["Post 0", "Post 1", "Post 2"]);
    await user.click(screen.getByRole("button", { name: "Previous article" }));
    expect(cardTitles()).toEqual(["Post 3", "Post 0", "Post 1"]);
    await user.click(screen.getByRole("button", { name: "Next article" }));
    await user.click(screen.getByRole("button", { name: "Next article" }));
    await user.click(screen.getByRole("button", { name: "Next article" }));
    await user.click(screen.getByRole("button", { name: "Next article" }));
    expect(cardTitles()).toEqual(["Post 3", "Post 0", "Post 1"]);
  });

  it("shows one card on narrow screens, two from 640 px and three from 1024 px", () => {
    renderCarousel(fourPosts);
    const [one, two, three] = screen.getAllByTestId("blog-card");
    expect(one!.className).toMatch(/(^|\s)flex(\s|$)/);
    expect(two!.className).toContain("hidden sm:flex");
    expect(three!.className).toContain("hidden lg:flex");
  });
});
