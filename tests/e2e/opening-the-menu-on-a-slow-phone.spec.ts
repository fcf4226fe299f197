import { expect, test } from "@playwright/test";
import { menu } from "./controls";

// Lighthouse's slow 4G as Chrome DevTools applies it (bench/forms.mjs), through the DevTools protocol.
const slow4g = { latency: 562.5, downKbps: 1474.56, upKbps: 675, cpu: 4 };

test("the menu opens on the first tap made at first paint on slow 4G", { tag: "@mobile" }, async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: slow4g.latency,
    downloadThroughput: (slow4g.downKbps * 1024) / 8,
    uploadThroughput: (slow4g.upKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slow4g.cpu });
  for (const path of ["/", "/greenwich", "/contacts"]) {
    await page.goto(path, { waitUntil: "commit" });
    // What a visitor sees: the button, painted. One tap, and the menu is there.
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toBeVisible({ timeout: 30_000 });
    await button.click();
    await expect(menu(page)).toBeVisible({ timeout: 1000 });
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
  }
});
