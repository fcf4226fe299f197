import { expect, test } from "@playwright/test";
import { providers } from "#contracts/content/brand.ts";
import { shippedGym } from "#tests/shipped.ts";
import { collectPageErrors } from "./console";
import { e2eOfferEndsLabel } from "./env";
import { stubFrames } from "./frames";
import { scrollToReviews, submitEmptyUntilChecked, untilItWorks } from "./visitor";

const greenwich = shippedGym("greenwich");
const welling = shippedGym("welling");
const armory = shippedGym("armory");

test.describe("gym pages", () => {
  test("the hero offers 50% OFF DAY PASS, SHOW PRICING and a claim link that takes the visitor to the form", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    // The e2e content runs the day-pass offer (tests/e2e/env.ts); with none live: offer-expiry.spec.ts.
    await page.goto(greenwich.pageLink);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(greenwich.name);
    await expect(page.getByRole("heading", { name: "50% OFF DAY PASS" })).toBeVisible();
    await expect(page.getByRole("link", { name: "SHOW PRICING" })).toHaveAttribute(
      "href",
      greenwich.signUpLink,
    );
    // SPEC §2: written 'Claim your discount' on Greenwich; a link to the form, so it works at first paint.
    await page.getByRole("link", { name: "Claim your discount", exact: true }).click();
    await expect(page.getByRole("heading", { name: "CLAIM YOUR DISCOUNT CODE" })).toBeInViewport();
    // The visitor presses Send on the empty form until it answers in place: the page's script runs, and ran
    // without an error.
    const form = page.getByRole("form", { name: "Claim your discount code" });
    await submitEmptyUntilChecked(
      form.getByRole("button", { name: "Send my code" }),
      form.getByText("This field is required"),
    );
    expect(errors).toEqual([]);

    await page.goto(welling.pageLink);
    await expect(page.getByRole("link", { name: "CLAIM YOUR DISCOUNT", exact: true })).toHaveAttribute(
      "href",
      "#claim-discount",
    );
  });

  test("the discount section's copy is exact and its background differs on Welling", async ({ page }) => {
    for (const [gym, background] of [
      [welling, "welling-form-background"],
      [greenwich, "form-background"],
    ] as const) {
      await page.goto(gym.pageLink);
      const section = page.locator("#claim-discount");
      await expect(section).toHaveAttribute("data-background", background);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText("CLAIM YOUR DISCOUNT CODE");
      await expect(section).toContainText("Interested in joining the gym?");
      await expect(section).toContainText(
        "Fill out the form below to receive a text with a discount code, as well as a link to book a tour of the gym.",
      );
      const gymSelect = section.getByLabel("Gym");
      await expect(gymSelect).toHaveValue("");
      await expect(gymSelect.locator("option")).toHaveText(["Choose your Gym", "Greenwich", "Welling"]);
      await expect(gymSelect.locator("option").first()).toBeDisabled();
    }
  });

  test("reached from an offer, the page scrolls smoothly to its form after 500 ms", async ({ page }) => {
    // The e2e content runs the day-pass offer (tests/e2e/env.ts).
    await page.goto("/offers");
    // Before the offers page has hydrated the link is a plain one, without the route state; a visitor who
    // lands at the top goes back and follows it again.
    await untilItWorks(
      async () => {
        if (page.url().endsWith(welling.pageLink)) await page.goBack();
        await page.getByRole("link", { name: /CLAIM YOUR DISCOUNT: Novo Welling/ }).click();
        await expect(page).toHaveURL(welling.pageLink);
      },
      () =>
        expect(page.getByRole("heading", { name: "CLAIM YOUR DISCOUNT CODE" })).toBeInViewport({
          timeout: 3000,
        }),
    );
    // A plain visit stays at the top.
    await page.goto("/offers");
    await page.goto(welling.pageLink);
    await page.waitForTimeout(1200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the amenities accordion works from the keyboard, one item open across the columns", async ({
    page,
  }) => {
    await page.goto(greenwich.pageLink);
    const [first, , third] = greenwich.amenities;
    // Each item is a <details name="amenities">; its summary is the toggle.
    const item = (title = "") =>
      page.locator("details", { has: page.locator("summary", { hasText: title }) });
    const firstTrigger = item(first?.title).locator("summary");
    const thirdTrigger = item(third?.title).locator("summary");
    await firstTrigger.focus();
    await page.keyboard.press("Enter");
    await expect(item(first?.title)).toHaveAttribute("open", "");
    await thirdTrigger.focus();
    await page.keyboard.press("Space");
    await expect(item(third?.title)).toHaveAttribute("open", "");
    await expect(item(first?.title)).not.toHaveAttribute("open");
    await page.keyboard.press("Enter");
    await expect(item(third?.title)).not.toHaveAttribute("open");
  });

  test("the image carousel is bounded and works from the keyboard", async ({ page }) => {
    await page.goto(welling.pageLink);
    const carousel = page.getByRole("region", { name: `Photos of ${welling.name}` });
    // The visitor scrolls to the gallery: its widget's code loads as they come near it (issue 44).
    await carousel.scrollIntoViewIfNeeded();
    const prev = carousel.getByRole("button", { name: "Previous image" });
    const next = carousel.getByRole("button", { name: "Next image" });
    await expect(prev).toBeDisabled();
    await untilItWorks(
      async () => {
        await next.focus();
        await page.keyboard.press("Enter");
      },
      () => expect(prev).toBeEnabled({ timeout: 1000 }),
    );
    await page.waitForTimeout(550);
    for (let i = 2; i < welling.imageCarousel.length; i++) {
      await page.keyboard.press("Enter");
      await page.waitForTimeout(550);
    }
    await expect(next).toBeDisabled();
    await expect(carousel).toContainText(`0${welling.imageCarousel.length}`);
    await expect(prev).toBeEnabled();
  });

  test("the testimonials show two reviews at a time, labelled as samples on the test server", async ({
    page,
  }) => {
    await page.goto(welling.pageLink);
    // The visitor scrolls to the gym's address, just above the reviews, whose code loads only then (issue 44),
    // and on to the reviews, which are asked for when the visitor nears them (issue 45).
    await page.getByRole("region", { name: welling.name, exact: true }).scrollIntoViewIfNeeded();
    await scrollToReviews(page);
    const carousel = page.getByRole("region", { name: "Member reviews" });
    await expect(carousel.getByRole("figure")).toHaveCount(2);
    // The e2e server serves the invented samples (REVIEWS_SAMPLES), and the page says so.
    await expect(page.getByText("Sample reviews", { exact: true })).toBeVisible();
    await expect(page.getByText(/Sample reviews for development and testing/)).toBeVisible();
    await untilItWorks(
      () => carousel.getByRole("button", { name: "Next reviews" }).press("Enter"),
      () =>
        expect(carousel.getByRole("button", { name: /Show reviews 3 to/ })).toHaveAttribute(
          "aria-current",
          "true",
          { timeout: 1000 },
        ),
    );
    await expect(carousel.getByRole("figure")).toHaveCount(2);
  });

  test("the location block shows the contact details, times and a map placeholder", async ({ page }) => {
    await page.goto(welling.pageLink);
    const block = page.getByRole("region", { name: welling.name, exact: true });
    // The visitor scrolls to it: the open-now line and the map's code load as they come near it (issue 44).
    await block.scrollIntoViewIfNeeded();
    await expect(block).toContainText(welling.address);
    await expect(block.getByRole("link", { name: welling.email })).toHaveAttribute(
      "href",
      `mailto:${welling.email}`,
    );
    await expect(block.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
      "href",
      welling.googleMapsLink,
    );
    await expect(block.getByRole("list", { name: "Open now (UK time)" })).toContainText(/Staff/);
  });
});

test.describe("recovery facilities", () => {
  // The tabs are the small-screen layout, the list the desktop one: each runs in its Playwright project.
  test("are tabs on mobile, salt sauna first, usable from the keyboard", { tag: "@mobile" }, async ({
    page,
  }) => {
    await page.goto(welling.pageLink);
    const tabs = page.getByRole("tablist", { name: "Recovery facilities" });
    await expect(tabs.getByRole("tab", { name: "Salt sauna" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("recovery-list")).toBeHidden();
    await untilItWorks(
      async () => {
        await tabs.getByRole("tab", { name: "Salt sauna" }).focus();
        await page.keyboard.press("ArrowRight");
      },
      () =>
        expect(tabs.getByRole("tab", { name: "Steam room" })).toHaveAttribute("aria-selected", "true", {
          timeout: 1000,
        }),
    );
  });

  test("are a list on desktop", { tag: "@desktop" }, async ({ page }) => {
    await page.goto(greenwich.pageLink);
    await expect(page.getByTestId("recovery-list")).toBeVisible();
    await expect(page.getByTestId("recovery-tabs")).toBeHidden();
    await expect(page.getByTestId("recovery-list").getByRole("heading")).toHaveText([
      "Infra-red sauna",
      "Steam room",
      "Massage facilities",
    ]);
  });
});

test.describe("Armory page", () => {
  test("has the hero video, the classes, the 1350 px timetable and the free-session form", async ({
    page,
  }) => {
    await stubFrames(page);
    await page.goto(armory.pageLink);
    // React sets `muted` as a property, so it holds once the page's script has run.
    await expect
      .poll(() => page.locator("video").evaluate((video: HTMLVideoElement) => video.muted))
      .toBe(true);
    for (const name of ["Boxing", "Junior Boxing", "Muay Thai", "Strength and Conditioning"])
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    const timetable = page.getByTitle(`${armory.name} class timetable`);
    await expect(timetable).toHaveAttribute("src", providers.timetableUrl(armory.glofoxId));
    expect((await timetable.boundingBox())?.height).toBeCloseTo(1350, 0);
    await expect(page.getByRole("form", { name: `Book a free session at ${armory.name}` })).toBeVisible();
  });
});

test.describe("locations tabs", () => {
  test("the gym and recovery tabs work from the keyboard", async ({ page }) => {
    await page.goto("/locations");
    const sites = page.getByRole("tablist", { name: "Our sites" });
    await untilItWorks(
      async () => {
        await sites.getByRole("tab").first().focus();
        await page.keyboard.press("ArrowRight");
      },
      () =>
        expect(sites.getByRole("tab", { name: "Greenwich" })).toHaveAttribute("aria-selected", "true", {
          timeout: 1000,
        }),
    );
    await expect(page.getByRole("tabpanel").filter({ hasText: greenwich.description })).toBeVisible();
    const recovery = page.getByRole("tablist", { name: "Recovery facilities" });
    await recovery.getByRole("tab", { name: "Steam room" }).click();
    await expect(page.getByRole("tabpanel").filter({ hasText: "55°C" })).toBeVisible();
  });
});

test.describe("sign-up pages", () => {
  for (const [path, branch] of [
    ["/welling-signup", "welling"],
    ["/greenwich-signup", "london"],
    ["/armory-signup", "greenwich"],
  ] as const) {
    test(`${path} embeds the ${branch} branch at 500 px until the frame reports its height`, async ({
      page,
    }) => {
      await page.route(`${providers.membershipOrigin}/**`, (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/html",
          body: "<!doctype html><title>sign-up</title><script>parent.postMessage({height: 900}, '*')</script>",
        }),
      );
      await page.goto(path);
      const frame = page.getByTitle(/membership sign-up/);
      await expect(frame).toHaveAttribute("src", providers.membershipUrl(branch));
      await expect.poll(async () => (await frame.boundingBox())?.height).toBe(920);
      // A message from anywhere else is ignored.
      await page.evaluate(() => window.postMessage({ height: 2000 }, "*"));
      await page.waitForTimeout(200);
      expect((await frame.boundingBox())?.height).toBe(920);
    });
  }
});

test.describe("offers", () => {
  test("shows the five cards with their buttons", async ({ page }) => {
    // The e2e content runs the day-pass offer (tests/e2e/env.ts); with none live: offer-expiry.spec.ts.
    await page.goto("/offers");
    await expect(page.getByRole("article")).toHaveCount(5);
    await expect(page.getByText("DAYPASS50").filter({ visible: true })).toHaveCount(2);
    await expect(page.getByText(`Offer ends ${e2eOfferEndsLabel}`).filter({ visible: true })).toHaveCount(2);
    await expect(page.getByRole("link", { name: /show prices/ })).toHaveAttribute("href", armory.signUpLink);
    await expect(page.getByRole("link", { name: /Register interest: Retreats/ })).toHaveAttribute(
      "href",
      "/retreat",
    );
    await expect(page.getByRole("link", { name: /Register interest: Prep/ })).toHaveAttribute(
      "href",
      "/meal-prep",
    );
  });
});

test.describe("contacts", () => {
  test("the contact card switches gym and loads the map on a click", async ({ page }) => {
    await stubFrames(page);
    await page.goto("/contacts");
    await untilItWorks(
      () =>
        page
          .getByLabel("Choose a gym")
          .selectOption(welling.slug)
          .then(() => {}),
      () =>
        expect(page.getByRole("heading", { name: welling.name, level: 2 })).toBeVisible({ timeout: 1000 }),
    );
    await expect(page.getByText(welling.address, { exact: false }).first()).toBeVisible();
    await untilItWorks(
      () => page.getByRole("button", { name: `Show map of ${welling.name}` }).click(),
      () =>
        expect(page.getByTitle(`Map of ${welling.name}, ${welling.address}`)).toBeVisible({ timeout: 1000 }),
    );
  });
});
