/**
 * The page paints before its JavaScript loads (scripts/hydrate-after-paint.ts), and then hydrates. An order of
 * events checked in the browser, not a timing: no script is requested before the first contentful paint.
 */
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { smokeRoutes } from "./routes";

for (const { path } of smokeRoutes) {
  test(`${path} requests its scripts only after the first contentful paint, then hydrates`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    expect(paint, "first contentful paint").not.toBeNull();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.start < (paint ?? 0))).toEqual([]);
  });
}
