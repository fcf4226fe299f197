import type { Page } from "@playwright/test";
import { providers } from "#contracts/content/brand.ts";

/** Keeps third-party frames off the network: their content is not what these tests look at. */
export async function stubFrames(page: Page) {
  for (const origin of [providers.membershipOrigin, providers.timetableOrigin, providers.mapsOrigin])
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>frame</title><p>frame</p>",
      }),
    );
}
