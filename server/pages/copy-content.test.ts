/**
 * The FAQ, terms, privacy and franchising pages render their copy from CONTENT_DIR at request time, from the
 * production build (build/test): an edit by hand is on the page within 10 s with no restart, and a new offer
 * gets its own section in the terms.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { within10s } from "#server/test/content.ts";
import { liveContentSite } from "#server/test/live-content.ts";

const { contentDir, page } = liveContentSite();

describe("page copy from the content directory", () => {
  it("serves each page's copy filled: facts and the day pass's code, no brace left", async () => {
    const faq = await page("/faq");
    expect(faq).toContain("Monthly memberships are £84.99 at Novo Greenwich");
    expect(await page("/terms-and-conditions")).toContain("Day passes and the DAYPASS50 offer");
    expect(await page("/privacy-policy")).toContain("Discount form (the DAYPASS50 day pass offer)");
    expect(await page("/franchising")).toContain("Our 24/7 gyms, like Novo Greenwich and Novo Welling");
    for (const url of ["/faq", "/terms-and-conditions", "/privacy-policy", "/franchising"])
      expect(await page(url)).not.toMatch(/\{(brand|greenwich|welling|armory|gyms|offer|page)\.[a-zA-Z]+\}/);
  });

  it("an edit of the FAQ by hand is on /faq within 10 s, and a new offer gets its terms section", async () => {
    const faqFile = path.join(contentDir, "pages", "faq.yaml");
    writeFileSync(
      faqFile,
      readFileSync(faqFile, "utf8").replace(
        "How much does a membership cost?",
        "What does a membership cost?",
      ),
    );
    await expect.poll(async () => await page("/faq"), within10s).toContain("What does a membership cost?");

    writeFileSync(
      path.join(contentDir, "offers", "spring.yaml"),
      [
        "name: spring joining",
        "headline: SPRING JOINING",
        "summary: no joining fee this spring",
        "code: SPRING25",
        "gyms: [welling]",
        "conditions: [New members only.]",
        "startsOn: 2020-01-01",
        "endsOn: 2020-01-31",
        "",
      ].join("\n"),
    );
    // Ended, and still in the terms with its own conditions.
    await expect
      .poll(async () => await page("/terms-and-conditions"), within10s)
      .toContain("The SPRING25 offer");
    expect(await page("/terms-and-conditions")).toContain("New members only.");
  });
});
