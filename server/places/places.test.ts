/**
 * Places are content (decision 0030), through the real server and build as management and visitors use
 * them: a gym saved as a draft is a 404 to visitors and a preview to management only; published, its page,
 * sign-up and tour pages answer and the sitemap lists them; a renamed slug answers its old URLs with a 301;
 * a closed gym's page says so and names the nearest open gym, and its tours stop.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { shippedContentDir } from "#server/test/content.ts";
import { describeStaffArea, GREENWICH, MANAGEMENT } from "#server/test/staff.ts";

const shipped = (file: string) => readFileSync(path.join(shippedContentDir, file), "utf8");
const welling = shipped("gyms/welling.yaml");
const set = (yaml: string, field: string, value: string) => {
  const pattern = new RegExp(`^${field}: .*$`, "m");
  if (!pattern.test(yaml)) throw new Error(`no ${field} in the entry`);
  return yaml.replace(pattern, `${field}: ${value}`);
};
/** A fourth place, made from Welling's entry as an owner would fill the editor's form. */
const lewisham = (status: string) =>
  [
    ["status", status],
    ["slug", "lewisham"],
    ["formName", "novolewisham"],
    ["name", "Novo Lewisham"],
    ["shortName", "Lewisham"],
    ["address", "1 Lewisham High Street, Lewisham, London"],
    ["locality", "Lewisham"],
    ["postcode", "SE13 6EE"],
    ["email", "lewisham@novogyms.co.uk"],
    ["latitude", "51.4565"],
    ["longitude", "-0.0138"],
  ].reduce(
    (yaml, [field, value]) => set(yaml, field ?? "", value ?? ""),
    welling.replace(/^id: .*$/m, "id: lewisham"),
  );

describeStaffArea("places are content", (area) => {
  const { signIn, get, save } = area;
  /** A public page as a visitor asks for it, until it answers `status` (content reaches the pages in ~2 s). */
  const visit = async (url: string, status: number) => {
    await expect.poll(async () => (await get(url)).statusCode, { timeout: 10_000 }).toBe(status);
    return get(url);
  };

  it("a draft is management's preview only; published, it is on the site; renamed, its old URLs move; closed, it says so", async () => {
    const management = await signIn(MANAGEMENT);
    expect((await save(management, { "gyms/lewisham.yaml": lewisham("draft") })).statusCode).toBe(200);

    await test404("/lewisham");
    await test404("/lewisham-signup");
    await test404("/lewisham/tour");
    const preview = await get("/staff/places/lewisham/preview", management);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("Novo Lewisham");
    expect(preview.body).toContain("draft, not published");
    expect(preview.headers["cache-control"]).toMatch(/no-store|private/);
    const inbox = await signIn(GREENWICH);
    expect((await get("/staff/places/lewisham/preview", inbox)).statusCode).toBe(403);
    const anonymous = await get("/staff/places/lewisham/preview");
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toMatch(/^\/staff\/sign-in/);
    expect((await get("/sitemap.xml")).body).not.toContain("/lewisham");

    expect((await save(management, { "gyms/lewisham.yaml": lewisham("open") })).statusCode).toBe(200);
    const page = await visit("/lewisham", 200);
    expect(page.body).toContain("Novo Lewisham");
    expect(page.body).toContain("£54.99");
    expect(page.body).toContain('"@type":"ExerciseGym"');
    expect((await visit("/lewisham-signup", 200)).body).toContain("Join Novo Lewisham");
    expect((await visit("/lewisham/tour", 200)).body).toContain("Book a tour of Novo Lewisham");
    const sitemap = (await get("/sitemap.xml")).body;
    for (const url of ["/lewisham<", "/lewisham-signup<", "/lewisham/tour<"]) expect(sitemap).toContain(url);
    // Listed for visitors: the footer of any page and the forms' choices come from the open places.
    expect((await get("/faq")).body).toContain('href="/lewisham"');

    // Renamed: the old page, sign-up and tour URLs answer with a 301 to the new ones.
    const kent = set(welling, "slug", "welling-kent");
    expect((await save(management, { "gyms/welling.yaml": kent })).statusCode).toBe(200);
    await visit("/welling-kent", 200);
    for (const [from, to] of [
      ["/welling", "/welling-kent"],
      ["/welling-signup", "/welling-kent-signup"],
      ["/welling/tour", "/welling-kent/tour"],
    ]) {
      const moved = await get(from ?? "");
      expect(moved.statusCode, from).toBe(301);
      expect(moved.headers.location, from).toBe(to);
    }

    // Closed: the page stays and says so, pointing to the nearest open gym; tours stop; the sitemap drops it.
    expect((await save(management, { "gyms/welling.yaml": set(kent, "status", "closed") })).statusCode).toBe(
      200,
    );
    await expect
      .poll(async () => (await get("/welling-kent")).body, { timeout: 10_000 })
      .toContain("has closed");
    const closed = (await get("/welling-kent")).body;
    expect(closed).toContain("Novo Welling has closed");
    expect(closed).toMatch(/Our nearest gym is Novo (Lewisham|Greenwich)/);
    expect(closed).not.toContain("CLAIM YOUR DISCOUNT CODE");
    const tour = await get("/welling-kent/tour");
    expect(tour.statusCode).toBe(302);
    expect(tour.headers.location).toBe("/welling-kent");
    expect((await get("/sitemap.xml")).body).not.toContain("/welling-kent");
    expect((await get("/faq")).body).not.toContain('href="/welling-kent"');

    async function test404(url: string) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  }, 120_000);
});
