/**
 * The page paints before its JavaScript loads (server/pages/after-paint.ts, decision 0005), and then hydrates.
 * An order of events checked in the browser, not a timing: the loader starts hydration on the first contentful
 * paint, and no script is requested before it. Its one exception is the loader's own safety net: when the
 * browser has not reported that paint a second after the first frame (a machine too loaded to present frames
 * on time), it starts anyway, and then no script is requested before that start.
 */
import { expect, test } from "@playwright/test";
import { HYDRATION_START_MARK, type HydrationStart } from "#server/pages/after-paint.ts";
import { holdScripts } from "./controls";
import { enhancedWithin, waitForHydration } from "./hydration";
import { smokeRoutes } from "./routes";

// The order of paint, loader start and script requests is the same markup and the same scripts at every width:
// checked once, at the desktop width (the mobile layout's own behaviour is in the @mobile specs).
for (const { path } of smokeRoutes) {
  test(`${path} requests its scripts only after the first contentful paint, then hydrates`, {
    tag: "@desktop",
  }, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const { paint, start, scripts } = await page.evaluate((mark) => {
      const started = performance.getEntriesByName(mark)[0] as PerformanceMark | undefined;
      return {
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        start: started ? { at: started.startTime, why: started.detail as string } : null,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
      };
    }, HYDRATION_START_MARK);
    expect(paint, "first contentful paint").not.toBeNull();
    expect(start, "the loader's start mark").not.toBeNull();
    expect(scripts.length).toBeGreaterThan(0);
    const why = start?.why as HydrationStart;
    expect(["paint", "fallback"]).toContain(why);
    // Every script comes after the moment the loader started, and that moment is the paint or the safety net.
    expect(scripts.filter((script) => script.start < (start?.at ?? 0))).toEqual([]);
    if (why === "paint") expect(scripts.filter((script) => script.start < (paint ?? 0))).toEqual([]);
    else {
      test
        .info()
        .annotations.push({ type: "slow paint", description: `no paint after 1 s; started at ${start?.at}` });
      expect(start?.at ?? 0).toBeGreaterThanOrEqual(1000);
    }
  });
}

test("under DevTools throttling, text typed at first paint is kept through hydration and is what is sent", async ({
  page,
}) => {
  // The moderate mobile link: 150 ms RTT, 1.6 Mbps down, 750 kbps up, 4x CPU.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

  // The page's scripts are held until the typing is done, so "before hydration" holds however fast this
  // machine runs them; throttled, as a visitor's phone would be, once they are let through.
  const scripts = await holdScripts(page);
  await page.goto("/contacts", { waitUntil: "commit" });
  const form = page.getByRole("form", { name: "Send us a message" });
  // As soon as the field is there (first paint), before the page's JavaScript has run.
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Gym").selectOption("novoarmory");
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? "no")).toBe("no");

  await scripts.release();
  // React has the page once the contact card follows its select: its Show gym button goes.
  await expect(page.getByRole("button", { name: "Show gym" })).toHaveCount(0, enhancedWithin);
  await expect(form.getByLabel("First name")).toHaveValue("Ada");
  await expect(form.getByLabel("Gym")).toHaveValue("novoarmory");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Email").fill("ada.throttled@example.com");
  await form.getByLabel("Phone number").fill("020 7946 0000");
  await form.getByLabel("Subject").fill("Typed early");
  await form.getByLabel("Message").fill("Started before hydration, finished after.");
  const request = page.waitForRequest("**/api/sendEnquiryEmail");
  await form.getByRole("button", { name: "Send message" }).click();
  expect((await request).postDataJSON()).toMatchObject({
    gym: "novoarmory",
    firstName: "Ada",
    lastName: "Lovelace",
    subject: "Typed early",
  });
  await expect(page.getByRole("heading", { name: "Thank you for your message" })).toBeVisible({
    timeout: 20_000,
  });
});
