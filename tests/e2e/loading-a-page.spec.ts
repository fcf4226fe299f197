/**
 * The page paints before its JavaScript loads (scripts/hydrate-after-paint.ts), and then hydrates. An order of
 * events checked in the browser, not a timing: no script is requested before the first contentful paint.
 */
import { expect, test } from "@playwright/test";
import { holdScripts } from "./controls";
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
  await waitForHydration(page);
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
