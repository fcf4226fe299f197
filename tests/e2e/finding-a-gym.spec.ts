import { expect, test } from "@playwright/test";
import { shippedGym } from "#tests/shipped.ts";
import { postcodeFound, postcodeNotFound } from "./conversion-outbox";
import { postcodesApiUrl } from "./env";
import { untilItWorks } from "./visitor";

const greenwich = shippedGym("greenwich");
const welling = shippedGym("welling");

test.describe("gym finder", () => {
  test("before any search it shows a card for each gym but the default", async ({ page }) => {
    await page.goto("/locations");
    const cards = page
      .getByRole("heading", { name: "Our gyms" })
      .locator("xpath=following-sibling::ul[1]/li");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0).getByRole("heading", { level: 3 })).toHaveText(greenwich.name);
    await expect(cards.nth(1).getByRole("heading", { level: 3 })).toHaveText(welling.name);
  });

  test("a valid postcode lists the gyms nearest first, in miles, with a map for the nearest", async ({
    page,
  }) => {
    let asked = "";
    await page.route(`${postcodesApiUrl}/postcodes/**`, (route) => {
      asked = new URL(route.request().url()).pathname;
      return route.fulfill(postcodeFound("DA16 3PB", welling.latitude, welling.longitude - 0.01));
    });
    const results = page
      .getByRole("heading", { name: "Gyms near you" })
      .locator("xpath=following-sibling::ol[1]/li");
    // The browser's lookup is answered here; a search sent before the page's JavaScript has run goes to the
    // server's lookup instead, which the stand-in (fake-postcodes.ts) answers the same way.
    await page.goto("/locations");
    await page.getByLabel("Your postcode").fill("da16 3pb");
    await page.getByRole("button", { name: "Find a gym" }).click();
    await expect(results).toHaveCount(2);
    // The browser asked (if it did) for the postcode as SPEC §5 normalises it.
    if (asked) expect(asked).toBe("/postcodes/DA163PB");
    await expect(results.nth(0).getByRole("heading", { level: 3 })).toHaveText(welling.name);
    await expect(results.nth(0)).toContainText(/\d+\.\d MILES/);
    await expect(results.nth(1).getByRole("heading", { level: 3 })).toHaveText(greenwich.name);
    await expect(results.nth(0).getByRole("link", { name: /JOIN NOW/ })).toHaveAttribute(
      "href",
      welling.signUpLink,
    );
    await expect(results.nth(0).getByRole("link", { name: /LEARN MORE/ })).toHaveAttribute(
      "href",
      welling.pageLink,
    );
    await expect(results.nth(0).getByRole("button", { name: /Show map/ })).toBeVisible();
    await expect(results.nth(1).getByRole("button", { name: /Show map/ })).toHaveCount(0);
    // The map loads on a click only (deviation 6).
    await expect(page.locator(`iframe[src="${welling.googleMaps}"]`)).toHaveCount(0);
    await page.route("https://www.google.com/**", (route) =>
      route.fulfill({ status: 200, body: "<p>map</p>" }),
    );
    await results
      .nth(0)
      .getByRole("button", { name: /Show map/ })
      .click();
    await expect(page.getByTitle(`Map of ${welling.name}, ${welling.address}`)).toBeVisible();
  });

  test("an invalid postcode is refused without a lookup", async ({ page }) => {
    let lookups = 0;
    await page.route(`${postcodesApiUrl}/**`, (route) => {
      lookups += 1;
      return route.fulfill(postcodeNotFound);
    });
    await page.goto("/locations");
    await page.getByLabel("Your postcode").fill("12345");
    await page.getByLabel("Your postcode").press("Enter");
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid UK postcode.");
    expect(lookups).toBe(0);
  });

  test("an unknown postcode shows the lookup failure", async ({ page }) => {
    await page.route(`${postcodesApiUrl}/**`, (route) => route.fulfill(postcodeNotFound));
    await page.goto("/locations");
    await page.getByLabel("Your postcode").fill("ZZ1 1ZZ");
    await page.getByRole("button", { name: "Find a gym" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Error finding gyms near your location. Please try again.",
    );
  });

  test("Use my location lists the gyms from the browser's position, and explains a refusal", async ({
    page,
    context,
  }) => {
    await page.goto("/locations");
    await untilItWorks(
      () => page.getByRole("button", { name: "Use my location" }).click(),
      () => expect(page.getByRole("alert")).toContainText("Location access was refused", { timeout: 1000 }),
    );

    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: greenwich.latitude, longitude: greenwich.longitude });
    await page.getByRole("button", { name: "Use my location" }).click();
    const results = page
      .getByRole("heading", { name: "Gyms near you" })
      .locator("xpath=following-sibling::ol[1]/li");
    await expect(results.nth(0)).toContainText("0.0 MILES");
    await expect(results.nth(0).getByRole("heading", { level: 3 })).toHaveText(greenwich.name);
  });
});
