/**
 * Posts and jobs at request time, as the real server serves them from the production build (build/test): a
 * post file written by hand under CONTENT_DIR is listed on /blog, has its own page and a sitemap entry, and a
 * closed job leaves /join-the-team and its JobPosting JSON-LD, all within 10 s and without a restart.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { within10s } from "#server/test/content.ts";
import { liveContentSite } from "#server/test/live-content.ts";

const { contentDir, get } = liveContentSite();

const newPost = [
  "title: Winter opening hours at Welling",
  "slug: winter-opening-hours-welling",
  "summary: What changes at {welling.name} over the holidays.",
  "author: { id: hannah-okafor, name: Hannah Okafor }",
  "gym: welling",
  "heroImage: { url: blog/steam-room.jpg, alt: The steam room at Welling, width: 1200, height: 1200 }",
  "publishedOn: 2026-11-20",
  "lastUpdated: 2026-11-21T09:00",
  "categories: [News]",
  "tags: [hours]",
  "seo: { metaTitle: Winter hours | Novo, metaDescription: 'Winter hours at {welling.name}.', keywords: [hours] }",
  "blocks:",
  "  - discriminant: paragraph",
  "    value: { text: 'Staffed hours at {welling.name}: {welling.staffedHours}.' }",
  "",
].join("\n");

describe("posts and jobs written by hand", () => {
  it("a new post file is on /blog, at /blog/<its file name> and in the sitemap within 10 s", async () => {
    expect((await get("/blog/winter-hours")).statusCode).toBe(404);
    expect((await get("/sitemap.xml")).body).not.toContain("/blog/winter-hours<");
    writeFileSync(path.join(contentDir, "posts", "winter-hours.yaml"), newPost);
    await expect
      .poll(async () => (await get("/blog")).body, within10s)
      .toContain("Winter opening hours at Welling");
    const page = await get("/blog/winter-hours");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Winter opening hours at Welling");
    // Facts filled on the server: the page carries the name, not the placeholder.
    expect(page.body).toContain("Staffed hours at Novo Welling:");
    expect(page.body).not.toContain("{welling.");
    expect((await get("/sitemap.xml")).body).toContain(
      "/blog/winter-hours</loc><lastmod>2026-11-21</lastmod>",
    );
  });

  it("a closed job leaves /join-the-team and its JSON-LD within 10 s", async () => {
    const jobPostings = (html: string) => (html.match(/"@type":"JobPosting"/g) ?? []).length;
    const before = (await get("/join-the-team")).body;
    expect(before).toContain('id="sales-manager-welling"');
    expect(jobPostings(before)).toBe(10);
    const file = path.join(contentDir, "jobs", "sales-manager-welling.yaml");
    writeFileSync(file, `${readFileSync(file, "utf8")}status: closed\n`);
    await expect
      .poll(async () => (await get("/join-the-team")).body, within10s)
      .not.toContain('id="sales-manager-welling"');
    const after = (await get("/join-the-team")).body;
    expect(jobPostings(after)).toBe(9);
    expect(after).toMatch(/>9(<!-- -->)? roles</);
    expect(after).not.toContain("#sales-manager-welling");
  });
});
