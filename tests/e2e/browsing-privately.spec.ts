/**
 * Privacy and weight on first load: every route loads only from its own origin, except the
 * frames a visitor asked for (the membership sign-up frame, the Armory timetable), and sets no cookie.
 */
import { expect, type Request, test } from "@playwright/test";
import { providers } from "#contracts/content/brand.ts";
import { shippedGym } from "#tests/shipped.ts";
import { smokeRoutes } from "./routes";

/** The provider origins each page may reach: the frame it embeds on purpose, and what that frame loads. */
const frameOrigins: Record<string, string[]> = {
  [shippedGym("greenwich").signUpLink]: [providers.membershipOrigin],
  [shippedGym("welling").signUpLink]: [providers.membershipOrigin],
  [shippedGym("armory").signUpLink]: [providers.membershipOrigin],
  [shippedGym("armory").pageLink]: [providers.timetableOrigin],
};

const routes = [...smokeRoutes.map((route) => route.path), "/no-such-page"];

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}

// Origins and cookies come from the markup and the server, which are the same at every width (only CSS
// differs): checked once, at the desktop width, where the most of each page is laid out and loaded.
for (const path of routes) {
  test(`${path} requests nothing from another origin on first load and sets no cookie`, {
    tag: "@desktop",
  }, async ({ page, context, baseURL }) => {
    const own = originOf(baseURL ?? "");
    const allowed = frameOrigins[path] ?? [];
    const foreign: string[] = [];
    const isAllowed = (request: Request) => {
      const url = request.url();
      if (/^(data|blob|about):/.test(url)) return true;
      const origin = originOf(url);
      if (origin === own || allowed.includes(origin)) return true;
      // What a provider frame loads for itself (its scripts, fonts, API) belongs to the frame asked for.
      let frameUrl = "";
      try {
        frameUrl = request.frame().url();
      } catch {
        // Service-worker requests have no frame: judged by their own URL above.
      }
      return allowed.includes(originOf(frameUrl));
    };
    page.on("request", (request) => {
      if (!isAllowed(request)) foreign.push(`${request.resourceType()} ${request.url()}`);
    });

    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Lazy content (images, frames) counts too: read the page to its end before judging.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");

    expect(foreign, `third-party requests on ${path}`).toEqual([]);
    expect(await context.cookies(), `cookies after loading ${path}`).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe("");
  });
}
