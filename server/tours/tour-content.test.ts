/**
 * The tour settings are the owner's content (issue 19), through the real server, build and tour page: a
 * closed date written in CONTENT_DIR/tours.yaml leaves that gym's tour page within 10 s, without a restart,
 * and with a capacity of 1 a slot is full after one booking posted as the page's own form.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tourSlotsFrom } from "#contracts/content/tours.server.ts";
import { slotsByDay } from "#contracts/tours.ts";
import { within10s } from "#server/test/content.ts";
import { liveContentSite } from "#server/test/live-content.ts";

const { contentDir, app, page } = liveContentSite();
const toursFile = path.join(contentDir, "tours.yaml");
const shipped = readFileSync(toursFile, "utf8");
/** The slot radios a tour page offers, by their value, and whether each is disabled (full). */
const offered = (html: string) =>
  new Map(
    [...html.matchAll(/<input type="radio"[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => tag.includes('name="slot"'))
      .map((tag) => [/value="([^"]+)"/.exec(tag)?.[1] ?? "", tag.includes("disabled")] as const),
  );
/** The page's native form post, as a browser without JavaScript sends it. */
const book = (slot: string, n: number) =>
  app().inject({
    method: "POST",
    url: "/greenwich/tour",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    payload: new URLSearchParams({
      _form: "tour",
      slot,
      firstName: "Ada",
      lastName: "Visitor",
      email: `visitor${n}@example.com`,
      phoneNum: "07700 900123",
    }).toString(),
  });

describe("tour settings written in content", () => {
  it("a closed date for one gym leaves that gym's tour page only", async () => {
    // The second day offered from now: the first may have no slot left by the time the page renders.
    const day = slotsByDay(tourSlotsFrom(app().content.snapshot(), "novogreenwich", new Date()))[1];
    if (!day) throw new Error("no second day of slots");
    const [slot] = day.slots;
    if (!slot) throw new Error("no slot");
    expect(offered(await page("/greenwich/tour")).has(slot.start)).toBe(true);
    expect(offered(await page("/welling/tour")).size).toBeGreaterThan(0);

    writeFileSync(
      toursFile,
      `${shipped}  - date: ${day.day}\n    reason: Local event\n    gyms:\n      - greenwich\n`,
    );
    await expect
      .poll(async () => {
        const greenwich = offered(await page("/greenwich/tour"));
        return day.slots.some((s) => greenwich.has(s.start));
      }, within10s)
      .toBe(false);
    // Welling is open for tours that day.
    const wellingThatDay = tourSlotsFrom(app().content.snapshot(), "novowelling", new Date()).filter(
      (s) => s.day === day.day,
    );
    const welling = offered(await page("/welling/tour"));
    expect(wellingThatDay.length).toBeGreaterThan(0);
    expect(wellingThatDay.every((s) => welling.has(s.start))).toBe(true);
    writeFileSync(toursFile, shipped);
    await expect
      .poll(async () => offered(await page("/greenwich/tour")).has(slot.start), within10s)
      .toBe(true);
  });

  it("with a capacity of 1, a slot is full after one booking and a second visitor is offered others", async () => {
    const last = tourSlotsFrom(app().content.snapshot(), "novogreenwich", new Date()).at(-1);
    if (!last) throw new Error("no slot");
    writeFileSync(toursFile, shipped.replace("capacity: 2", "capacity: 1"));
    await expect.poll(() => app().content.snapshot().singletons.tours?.capacity, within10s).toBe(1);

    const first = await book(last.start, 1);
    expect(first.statusCode).toBe(200);
    expect(offered(await page("/greenwich/tour")).get(last.start)).toBe(true);
    const second = await book(last.start, 2);
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain("That time has just been taken");

    // Back to 2: the same slot has a place again.
    writeFileSync(toursFile, shipped);
    await expect
      .poll(async () => offered(await page("/greenwich/tour")).get(last.start), within10s)
      .toBe(false);
    expect((await book(last.start, 3)).statusCode).toBe(200);
    expect(offered(await page("/greenwich/tour")).get(last.start)).toBe(true);
  });
});
