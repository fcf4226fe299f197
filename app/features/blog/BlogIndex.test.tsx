import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { shippedPosts as blogPosts } from "#tests/shipped.server.ts";
import { BlogIndex } from "./BlogIndex";

function renderIndex(entry = "/blog") {
  const router = createMemoryRouter([{ path: "/blog", element: <BlogIndex posts={blogPosts} /> }], {
    initialEntries: [entry],
  });
  return render(<RouterProvider router={router} />);
}

const gridTitles = () =>
  within(screen.getByTestId("blog-grid"))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("BlogIndex", () => {
  const [first] = blogPosts;

  it("features the first post with date, title, excerpt, the start of its body and Read More", () => {
    renderIndex();
    const featured = screen.getByRole("region", { name: first!.title });
    expect(within(featured).getByText(first!.publishedDate)).toBeTruthy();
    expect(within(featured).getByText(first!.excerpt)).toBeTruthy();
    expect(within(featured).getByText(/^You have finished your last set/)).toBeTruthy();
    expect(
      within(featured)
        .getByRole("link", { name: /Read More/ })
        .getAttribute("href"),
    ).toBe(`/blog/${first!.id}`);
  });

  it("builds its filter links from the first post's categories plus All, with All current at first", () => {
    renderIndex();
    const group = screen.getByRole("navigation", { name: "Filter articles by category" });
    const labels = within(group)
      .getAllByRole("link")
      .map((button) => button.textContent);
    expect(labels).toEqual(["All", ...first!.categories]);
    expect(within(group).getByRole("link", { name: "All" }).getAttribute("aria-current")).toBe("true");
    expect(gridTitles()).toEqual(blogPosts.map((post) => post.title));
  });

  it("filters the grid by the chosen category, marks it current, and All clears the filter", async () => {
    const user = userEvent.setup();
    renderIndex();
    const group = screen.getByRole("navigation", { name: "Filter articles by category" });
    const onlyFirst = first!.categories.find((category) =>
      blogPosts.slice(1).every((post) => !post.categories.includes(category)),
    )!;
    await user.click(within(group).getByRole("link", { name: onlyFirst }));
    expect(within(group).getByRole("link", { name: onlyFirst }).getAttribute("aria-current")).toBe("true");
    expect(within(group).getByRole("link", { name: "All" }).getAttribute("aria-current")).toBeNull();
    expect(gridTitles()).toEqual(
      blogPosts.filter((p) => p.categories.includes(onlyFirst)).map((p) => p.title),
    );
    expect(gridTitles()).toHaveLength(1);

    const shared = first!.categories.find((category) =>
      blogPosts.every((p) => p.categories.includes(category)),
    )!;
    await user.click(within(group).getByRole("link", { name: shared }));
    expect(gridTitles()).toHaveLength(blogPosts.length);

    await user.click(within(group).getByRole("link", { name: onlyFirst }));
    await user.click(within(group).getByRole("link", { name: "All" }));
    expect(within(group).getByRole("link", { name: "All" }).getAttribute("aria-current")).toBe("true");
    expect(gridTitles()).toEqual(blogPosts.map((post) => post.title));
  });

  it("renders the filtered grid from the query string, as the server does for a visit without JavaScript", () => {
    const onlyFirst = first!.categories.find((category) =>
      blogPosts.slice(1).every((post) => !post.categories.includes(category)),
    )!;
    renderIndex(`/blog?category=${encodeURIComponent(onlyFirst)}`);
    expect(gridTitles()).toEqual([first!.title]);
    const group = screen.getByRole("navigation", { name: "Filter articles by category" });
    expect(within(group).getByRole("link", { name: "All" })).toHaveAttribute("href", "/blog#articles");
    expect(within(group).getByRole("link", { name: onlyFirst })).toHaveAttribute("aria-current", "true");
  });

  it("shows every post for a category that is not one of the filters", () => {
    renderIndex("/blog?category=nonsense");
    expect(gridTitles()).toEqual(blogPosts.map((post) => post.title));
  });
});
