/**
 * A page loads only what it uses (issue 44): a place's page fetches its own view's code and no other view's,
 * and the optional parts below the fold (the reviews, the map, the gallery's later slides) fetch their code
 * only when the visitor comes near them; a link to a place's page fetches that page's view when the visitor
 * is about to follow it, so the page does not wait for it after its data. Read from the browser's own network
 * log, against the chunks the build's manifest names for those modules.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { buildRoot } from "#config/env.ts";
import { shippedPosts } from "#tests/shipped.server.ts";
import { shippedGym, shippedPlacePage } from "#tests/shipped.ts";
import { enhancedWithin, linksDiscovered, waitForHydration } from "./hydration";

const greenwich = shippedGym("greenwich");
const armory = shippedGym("armory");

/** The chunk file of each module of the client build the server runs, by its path from the project's root. */
const manifest = JSON.parse(
  readFileSync(path.resolve(buildRoot(process.env), "client", ".vite", "manifest.json"), "utf8"),
) as Record<string, { file: string }>;
function chunkOf(source: string): string {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the build's manifest`);
  return `/${chunk.file}`;
}

/** Every script the page fetches, from now on. */
function scriptsFetched(page: Page): Set<string> {
  const fetched = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".js")) fetched.add(url.pathname);
  });
  return fetched;
}

/** How many times the page has requested each script, from now on. */
function scriptRequests(page: Page): (chunk: string) => number {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  return (chunk) => requested.filter((pathname) => pathname === chunk).length;
}

/**
 * Acts until the chunk is requested: before the page's script runs, pointing at or focusing a link does
 * nothing yet, and a visitor points again.
 */
async function untilRequested(act: () => Promise<void>, requests: () => number): Promise<void> {
  await expect(async () => {
    await act();
    await expect.poll(requests, { timeout: 1000 }).toBeGreaterThan(0);
  }).toPass({ ...enhancedWithin, intervals: [250, 500, 1000] });
}

test.describe("a page loads only what it uses", () => {
  test("a visitor opening a sign-up page never fetches the gym page's view", async ({ page }) => {
    const fetched = scriptsFetched(page);
    await page.goto(greenwich.signUpLink);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The page's script has run: the sign-up view is in place and the router took the page over (its
    // links navigate in the page): wait for the view's own code, fetched beside the route's.
    await expect.poll(() => fetched.has(chunkOf("app/features/places/views/SignUpView.tsx"))).toBe(true);
    await page.waitForLoadState("networkidle");
    for (const other of ["GymView", "StudioView", "ClosedView"])
      expect(fetched, other).not.toContain(chunkOf(`app/features/places/views/${other}.tsx`));
  });

  test("on a gym page the reviews' and the map's code wait until the visitor scrolls near them", async ({
    page,
  }) => {
    const fetched = scriptsFetched(page);
    const optional = [
      chunkOf("app/features/testimonials/Testimonials.tsx"),
      chunkOf("app/features/gym-page/LocationBlock.tsx"),
      chunkOf("app/features/carousel/ImageCarousel.tsx"),
    ];
    await page.goto(greenwich.pageLink);
    // This test measures what loads after hydration, so it waits for it (the hero's form would scroll a
    // phone down to its form, past the reviews); then nothing moves the page.
    await waitForHydration(page);
    // Longer than the idle fallback other deferred parts have (about 3 s): nothing asks for these meanwhile.
    await page.waitForTimeout(4000);
    for (const chunk of optional) expect(fetched, chunk).not.toContain(chunk);

    // Scrolling down to the gym's address, just above the reviews, brings their code, and they show.
    await page.getByRole("region", { name: greenwich.name, exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("heading", { name: "What members say" })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => fetched.has(optional[0] ?? "")).toBe(true);
  });

  test("a visitor pointing at a link to a gym's page has its view's code before clicking, and the page then fetches it no more", async ({
    page,
  }) => {
    const requests = scriptRequests(page);
    const gymView = chunkOf("app/features/places/views/GymView.tsx");
    const studioView = chunkOf("app/features/places/views/StudioView.tsx");
    const placeRoute = chunkOf("app/routes/place.tsx?__react-router-build-client-route");
    await page.goto("/locations");
    const learnMore = page.getByRole("link", { name: `LEARN MORE about ${greenwich.name}`, exact: true });
    await untilRequested(
      async () => {
        await page.mouse.move(0, 0);
        await learnMore.hover();
      },
      () => requests(gymView),
    );
    expect(requests(gymView)).toBe(1);
    expect(requests(placeRoute), "the place route's module").toBe(1);
    expect(requests(studioView), "the studio's view").toBe(0);

    await learnMore.click();
    await expect(page).toHaveURL(greenwich.pageLink);
    // The gym's view is in place: it shows the page's heading.
    await expect(
      page.getByRole("heading", { level: 1, name: shippedPlacePage(greenwich.id, "page").heading }),
    ).toBeVisible();
    expect(requests(gymView)).toBe(1);
    expect(requests(placeRoute)).toBe(1);
  });

  test("a page learns its links' routes from the server, and following one loads no document", async ({
    page,
  }) => {
    // Lazy route discovery (react-router.config.ts): the page carries its own routes only.
    const discoveries: number[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/__manifest") discoveries.push(response.status());
    });
    const documents: string[] = [];
    page.on("request", (request) => {
      // The page's own documents (the studio's page embeds its booking portal in a frame of its own).
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        documents.push(request.url());
    });
    await page.goto("/faq");
    // As a visitor's browser shows it: the page asks for its links' routes once React owns them, and a link
    // then navigates in the page.
    await expect.poll(() => discoveries.length, enhancedWithin).toBeGreaterThan(0);
    expect(
      discoveries.every((status) => status === 200),
      `answers: ${discoveries.join(", ")}`,
    ).toBe(true);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: `The ${armory.shortName}`, exact: true })
      .click();
    await expect(page).toHaveURL(armory.pageLink);
    await expect(
      page.getByRole("heading", { level: 1, name: shippedPlacePage(armory.id, "page").heading }),
    ).toBeVisible();
    expect(documents, "the documents loaded").toHaveLength(1);
  });

  test("a link to the studio's page brings the studio's view, not the gym's", async ({ page }) => {
    const requests = scriptRequests(page);
    const gymView = chunkOf("app/features/places/views/GymView.tsx");
    const studioView = chunkOf("app/features/places/views/StudioView.tsx");
    await page.goto("/locations");
    // The footer's link, as a keyboard reaches it: kept as the server rendered it, never hydrated.
    const studioLink = page
      .getByRole("contentinfo")
      .getByRole("link", { name: `The ${armory.shortName}`, exact: true });
    await expect(studioLink).toHaveAttribute("href", armory.pageLink);
    await untilRequested(
      async () => {
        await studioLink.blur();
        await studioLink.focus();
      },
      () => requests(studioView),
    );
    await page.waitForLoadState("networkidle");
    expect(requests(gymView), "the gym's view").toBe(0);
  });

  test("a visitor landing on a post reads it without its body's code, which an in-site visit to a post loads", async ({
    page,
  }) => {
    const [post] = shippedPosts;
    const heading = post!.blocks.find((block) => block.type === "heading")!.data.text;
    const fetched = scriptsFetched(page);
    const bodyCode = chunkOf("app/features/blog/blocks/BlockRenderer.tsx");
    await page.goto(`/blog/${post!.id}`);
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect([...fetched], "the post's body code").not.toContain(bodyCode);

    // Once the page has learnt its links' routes (as a visitor's browser does when React owns them), a link
    // to a post is an in-site visit, with no server HTML for the body to keep.
    const discovered = linksDiscovered(page);
    await page.goto("/blog");
    await discovered;
    await page
      .getByRole("region", { name: post!.title })
      .getByRole("link", { name: /Read More/ })
      .click();
    await expect(page).toHaveURL(`/blog/${post!.id}`);
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    expect([...fetched], "an in-site visit renders the body").toContain(bodyCode);
  });

  test("every icon on a page is drawn from one sprite file, fetched once", async ({ page }) => {
    const sprites: string[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (/\/assets\/sprite-[^/]+\.svg$/.test(url.pathname))
        sprites.push(`${response.status()} ${url.pathname}`);
    });
    await page.goto("/greenwich");
    const icons = page.locator("svg > use");
    expect(await icons.count()).toBeGreaterThan(5);
    // A symbol the browser found has a drawing of its own size; one it could not find measures nothing. Only
    // the icons on show (the closed menu's are not drawn at all).
    await expect
      .poll(() =>
        icons.evaluateAll((uses) => {
          const shown = uses.filter((use) => (use.parentElement?.getBoundingClientRect().width ?? 0) > 0);
          return {
            shown: shown.length > 5,
            blank: shown
              .filter((use) => (use as SVGUseElement).getBBox().width === 0)
              .map((use) => use.outerHTML),
          };
        }),
      )
      .toEqual({ shown: true, blank: [] });
    expect(sprites).toHaveLength(1);
    expect(sprites[0]).toMatch(/^200 /);
  });
});
