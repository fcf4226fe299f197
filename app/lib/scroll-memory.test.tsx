import { act, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScrollMemory } from "./scroll-memory";

function Layout() {
  return (
    <>
      <Outlet />
      <ScrollMemory />
    </>
  );
}

function site(initial: string) {
  return createMemoryRouter(
    [
      {
        path: "/",
        element: <Layout />,
        children: [
          { path: "offers", element: <p>Offers</p> },
          { path: "blog", element: <p id="articles">Blog</p> },
          { path: "contacts", element: <p>Contacts</p> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
}

/** The visitor scrolls to `y`: the page's scroll event, then the frame it is kept in. */
async function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

describe("scroll memory", () => {
  let scrolls: [number, number][];
  beforeEach(() => {
    scrolls = [];
    vi.spyOn(window, "scrollTo").mockImplementation(((x: number, y: number) => {
      scrolls.push([x, y]);
    }) as typeof window.scrollTo);
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it("takes a new page to its top, a page gone back to where it was left, and stores nothing", async () => {
    const router = site("/offers");
    render(<RouterProvider router={router} />);
    expect(scrolls).toEqual([]);
    expect(window.history.scrollRestoration).toBe("manual");

    await scrollTo(640);
    await act(() => router.navigate("/contacts"));
    expect(scrolls.at(-1)).toEqual([0, 0]);

    await scrollTo(120);
    await act(() => router.navigate(-1));
    expect(scrolls.at(-1)).toEqual([0, 640]);
    await act(() => router.navigate(1));
    expect(scrolls.at(-1)).toEqual([0, 120]);

    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  it("keeps the place on a new query of the same page, and goes to a hash's element", async () => {
    const router = site("/blog");
    render(<RouterProvider router={router} />);
    const intoView = vi.fn();
    Element.prototype.scrollIntoView = intoView;

    await act(() => router.navigate("/blog?category=recovery"));
    expect(scrolls).toEqual([]);
    await act(() => router.navigate("/blog?category=strength#articles"));
    expect(intoView).toHaveBeenCalledTimes(1);
  });

  it("hands restoration back to the browser when the page is left", () => {
    render(<RouterProvider router={site("/offers")} />);
    window.dispatchEvent(new Event("pagehide"));
    expect(window.history.scrollRestoration).toBe("auto");
    window.dispatchEvent(new Event("pageshow"));
    expect(window.history.scrollRestoration).toBe("manual");
  });
});
