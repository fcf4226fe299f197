/**
 * Content at request time, as the real server serves it from the production build (build/test): a file
 * written by hand under CONTENT_DIR is on the page within 10 s with no restart; a file that fails its schema
 * or does not parse leaves the last good content served, and /api/health names it. The page copy (recovery
 * guide, Armory classes, home) is content too: an edit reaches the page through its facts.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { setDayPassDates, within10s } from "#server/test/content.ts";
import { liveContentSite } from "#server/test/live-content.ts";
import { scriptsOf } from "#tests/build/build-output.ts";

const { contentDir, app, get, page } = liveContentSite();
const dayPassFile = path.join(contentDir, "offers", "day-pass.yaml");
const goodDayPass = readFileSync(dayPassFile, "utf8");
const wellingFile = path.join(contentDir, "gyms", "welling.yaml");
const goodWelling = readFileSync(wellingFile, "utf8");
const pageFile = (name: string) => path.join(contentDir, "pages", `${name}.yaml`);

const health = async () =>
  (await get("/api/health")).json() as {
    content: { status: string; problems: { file: string; message: string }[] };
  };

describe("content written by hand", () => {
  it("a new offer file is on /offers and the home page within 10 s, without a restart", async () => {
    expect(await page("/offers")).toContain("DAYPASS50");
    const renders = app().pages?.stats().renders ?? 0;
    expect(await page("/offers")).toContain("DAYPASS50");
    expect(app().pages?.stats().renders).toBe(renders); // the second answer came from the page cache
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
        "endsOn: 2099-12-31",
        "",
      ].join("\n"),
    );
    await expect.poll(async () => await page("/offers"), within10s).toContain("SPRING25");
    expect(await page("/offers")).toContain("New members only.");
    expect(await page("/")).toContain("SPRING JOINING");
  });

  it("a file that fails its schema, or does not parse, leaves the last good content served and is named in health", async () => {
    expect((await health()).content).toEqual({ status: "ok", problems: [] });
    writeFileSync(dayPassFile, goodDayPass.replace("code: DAYPASS50", "code: day pass 50"));
    await expect
      .poll(async () => (await health()).content.problems.map((problem) => problem.file), within10s)
      .toEqual(["offers/day-pass.yaml"]);
    const [problem] = (await health()).content.problems;
    expect(problem?.message).toMatch(/code/i);
    expect((await health()).content.status).toBe("problems");
    expect(await page("/greenwich")).toContain("DAYPASS50");

    writeFileSync(dayPassFile, "headline: [50% OFF\n");
    await expect
      .poll(async () => (await health()).content.problems[0]?.message ?? "", within10s)
      .not.toMatch(/code/i);
    expect(await page("/greenwich")).toContain("DAYPASS50");
    expect(await page("/offers")).toContain("DAYPASS50");

    writeFileSync(dayPassFile, goodDayPass);
    await expect.poll(async () => (await health()).content.problems, within10s).toEqual([]);
  });

  it("an offer whose last day has passed leaves the gym page, which leads with JOIN NOW", async () => {
    expect(await page("/greenwich")).toContain("50% OFF DAY PASS");
    setDayPassDates(contentDir, { startsOn: "2020-01-01", endsOn: "2020-01-31" });
    await expect.poll(async () => await page("/greenwich"), within10s).not.toContain("DAYPASS50");
    const html = await page("/greenwich");
    expect(html).toContain("JOIN NOW");
    expect(html).not.toContain("50% OFF DAY PASS");
    expect(html).not.toMatch(/offer ended/i);
    expect(await page("/offers")).not.toContain("DAYPASS50");
  });

  it("a gym's price and e-mail written in content/gyms are on its pages within 10 s; a bad gym file keeps the last good facts", async () => {
    expect(await page("/welling")).toContain("54.99");
    writeFileSync(wellingFile, goodWelling.replace("monthlyPrice: 54.99", "monthlyPrice: 49.99"));
    await expect.poll(async () => await page("/welling"), within10s).toContain("49.99");
    expect(await page("/welling")).not.toContain("54.99");
    // The footer (root loader data) follows the same file.
    writeFileSync(
      wellingFile,
      goodWelling
        .replace("monthlyPrice: 54.99", "monthlyPrice: 49.99")
        .replace("email: welling@novogyms.co.uk", "email: hello.welling@novogyms.co.uk"),
    );
    await expect
      .poll(async () => await page("/welling-signup"), within10s)
      .toContain("hello.welling@novogyms.co.uk");

    writeFileSync(wellingFile, goodWelling.replace("postcode: DA16 3PB", "postcode: nowhere"));
    await expect
      .poll(async () => (await health()).content.problems.map((problem) => problem.file), within10s)
      .toEqual(["gyms/welling.yaml"]);
    expect((await health()).content.problems[0]?.message).toMatch(/postcode/i);
    const html = await page("/welling");
    expect(html).toContain("49.99");
    expect(html).toContain("DA16 3PB");

    writeFileSync(wellingFile, goodWelling);
    await expect.poll(async () => await page("/welling"), within10s).toContain("54.99");
    expect((await health()).content.problems).toEqual([]);
  });
});

/** Rewrites one line of a content file, as the owner would by hand. */
function edit(name: string, from: string, to: string): void {
  const text = readFileSync(pageFile(name), "utf8");
  expect(text).toContain(from);
  writeFileSync(pageFile(name), text.replace(from, to));
}

describe("page copy written by hand", () => {
  it("a new steam room temperature is on /recovery, the gym pages and /locations within 10 s", async () => {
    expect(await page("/recovery")).toContain("55°C at 100% humidity");
    for (const route of ["/greenwich", "/welling", "/locations"])
      expect(await page(route), route).not.toContain("57°C");
    edit("recovery", "temperature: 55°C", "temperature: 57°C");
    await expect.poll(async () => await page("/recovery"), within10s).toContain("57°C at 100% humidity");
    expect(await page("/recovery")).not.toContain("55°C at 100% humidity");
    for (const route of ["/greenwich", "/welling", "/locations"])
      await expect.poll(async () => await page(route), within10s).toContain("57°C");
  });

  it("a new Armory trial is on /novoarmory, /offers and the home page, through its facts", async () => {
    const file = path.join(contentDir, "standing-offers.yaml");
    const text = readFileSync(file, "utf8");
    expect(text).toContain("classes: 3");
    expect(await page("/novoarmory")).toContain("3 classes free within 7 days");
    writeFileSync(file, text.replace("classes: 3", "classes: 4"));
    for (const route of ["/novoarmory", "/offers", "/"])
      await expect.poll(async () => await page(route), within10s).toContain("4 classes free within 7 days");
    // The trial's card quotes the number too, rather than restating it in words.
    expect(await page("/offers")).toContain("Book any 4 classes in your first 7 days.");
  });

  it("a new phone number, minimum age and freeze notice are on every page that gives them, within 10 s", async () => {
    const file = path.join(contentDir, "company.yaml");
    const text = readFileSync(file, "utf8");
    const before: [string, string][] = [
      ["/", "020 7946 0123"], // footer, menu
      ["/faq", "5 days' written notice"],
      ["/greenwich", "Members must be 16 or over."],
      ["/privacy-policy", "020 7946 0123"],
    ];
    for (const [route, said] of before) expect(await page(route), route).toContain(said);
    writeFileSync(
      file,
      text
        .replace("phone: 020 7946 0123", "phone: 020 7946 0999")
        .replace("minimumAge: 16", "minimumAge: 18")
        .replace("freezeNoticeDays: 5", "freezeNoticeDays: 7"),
    );
    await expect.poll(async () => await page("/"), within10s).toContain('href="tel:+442079460999"');
    expect(await page("/")).not.toContain("020 7946 0123");
    await expect.poll(async () => await page("/faq"), within10s).toContain("7 days' written notice");
    await expect
      .poll(async () => await page("/greenwich"), within10s)
      .toContain("Members must be 18 or over.");
    const privacy = await page("/privacy-policy");
    expect(privacy).toContain("020 7946 0999");
    expect(privacy).not.toContain("020 7946 0123");
    writeFileSync(file, text);
    await expect
      .poll(async () => await page("/greenwich"), within10s)
      .toContain("Members must be 16 or over.");
  });

  it("the recovery rules and the gyms' recovery hours are served from content and the gyms", async () => {
    const html = await page("/recovery");
    expect(html).toContain("Recovery areas open at the times listed for each gym.");
    expect(html).toContain("Members must be 16 or over.");
    expect(html).toContain("Recovery suite");
  });

  it("a new class size is on /novoarmory and the home page, through its facts", async () => {
    expect(await page("/novoarmory")).toContain("capped at 12 people, never fewer than 6");
    expect(await page("/")).toContain("Groups of 6 to 12, every class coached");
    edit("armory-classes", "sizeMax: 12", "sizeMax: 10");
    await expect
      .poll(async () => await page("/novoarmory"), within10s)
      .toContain("capped at 10 people, never fewer than 6");
    await expect
      .poll(async () => await page("/"), within10s)
      .toContain("Groups of 6 to 10, every class coached");
  });

  it("the copy arrives as loader data: no script its page loads holds it", async () => {
    const copy: [string, string][] = [
      ["/", "premium strength and cardio floors"],
      ["/athletic", "More than a Sunday kickabout"],
      ["/retreat", "Two coached sessions a day"],
      ["/meal-prep", "Cooked in small batches and chilled"],
      ["/recovery", "Moist heat at full humidity"],
      ["/novoarmory", "The art of eight limbs"],
      ["/greenwich", "Moist heat at full humidity"],
      ["/locations", "Moist heat at full humidity"],
      ["/offers", "10% off for registering your interest"],
    ];
    for (const [route, text] of copy) {
      const html = await page(route);
      expect(html, route).toContain(text);
      const scripts = scriptsOf(html);
      expect(scripts.length, route).toBeGreaterThan(0);
      // Every script the page loads up front, with its static imports (the budget's set).
      const bodies = (await Promise.all(scripts.map((src) => app().inject({ url: src })))).map((r) => r.body);
      const holding = scripts.filter((_, i) => bodies[i]?.includes(text));
      expect(holding, `${route}: ${text}`).toEqual([]);
    }
  });
});
