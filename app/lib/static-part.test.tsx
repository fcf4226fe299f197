import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { markFirstRenderDone, Static } from "./static-part";

// The tests run in order: the first two are the page's first render, the last after it.

let renders = 0;
function Words() {
  renders++;
  return (
    <p>
      client words <a href="/next">Next</a>
    </p>
  );
}

function routerFor(element: React.ReactNode) {
  return createMemoryRouter(
    [
      { path: "/", element },
      { path: "/next", element: <h1>next page</h1> },
    ],
    { initialEntries: ["/"] },
  );
}

function renderPage() {
  render(
    <RouterProvider
      router={routerFor(
        <Static>
          <Words />
        </Static>,
      )}
    />,
  );
}

afterEach(() => {
  document.body.innerHTML = "";
  renders = 0;
});

describe("Static", () => {
  it("keeps the server's HTML at hydration, renders nothing of its own, and its links navigate in the app", async () => {
    const container = document.createElement("div");
    container.innerHTML =
      '<div class="contents" data-static=""><p>server words <a href="/next" data-discover="true">Next</a> <a href="/file.pdf">File</a></p></div>';
    document.body.append(container);
    const recoverable = vi.fn();
    const router = routerFor(
      <Static>
        <Words />
      </Static>,
    );
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe("server words Next File");
    expect(renders).toBe(0);
    expect(recoverable).not.toHaveBeenCalled();

    // A plain anchor (not one <Link> rendered) is left to the browser.
    const plain = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    // Whether the app prevented the click, seen after it (jsdom would then try to load the file).
    let preventedByApp: boolean | undefined;
    window.addEventListener(
      "click",
      (event) => {
        preventedByApp = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    await act(async () => {
      container.querySelector('a[href="/file.pdf"]')?.dispatchEvent(plain);
    });
    expect(preventedByApp).toBe(false);
    expect(router.state.location.pathname).toBe("/");

    await act(async () => {
      container
        .querySelector("a")
        ?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    });
    expect(router.state.location.pathname).toBe("/next");
    expect(container.textContent).toBe("next page");
  });

  it("renders its children when the first render is not a hydration (nothing of the server's to keep)", async () => {
    renderPage();
    expect(await screen.findByText(/client words/)).toBeTruthy();
  });

  it("renders its children after the first render, as after a client-side navigation", async () => {
    markFirstRenderDone();
    renderPage();
    expect(screen.getByText(/client words/)).toBeTruthy();
    expect(renders).toBeGreaterThan(0);
  });
});
