import { expect, test } from "@playwright/test";
import { slow4g, throttle } from "#bench/throttling.ts";
import { menu } from "./controls";

test("the menu opens on the first tap made at first paint on slow 4G", { tag: "@mobile" }, async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  // Lighthouse's slow 4G as Chrome DevTools applies it, the profile of bench:forms and bench:controls.
  await throttle(cdp, slow4g);
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
