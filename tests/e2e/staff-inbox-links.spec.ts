/**
 * The inbox's pages and searches are links (issue 46): management opens GET /staff?page=2 and a search by its
 * URL, sees the right rows, and a reload keeps them; the filter form and the "Older" link lead to the same
 * URLs. Twenty-seven leads with one surname are sent through the site's own API first, so a search has two
 * pages of its own whatever else the inbox holds.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { apiPaths } from "#contracts/api.ts";
import { shippedGym } from "#tests/shipped.ts";
import { expectNoAxeViolations } from "./axe";
import { uniqueEmail } from "./conversion-outbox";
import { allImpacts, signIn } from "./staff-sign-in";

const welling = shippedGym("welling");
const management = "management@novogyms.co.uk";

/** The key the served pages were built with: the site's own forms send it. */
function apiKey(): string {
  const info = JSON.parse(
    readFileSync(path.join(process.env.BUILD_DIR || "build", "client", "build-info.json"), "utf8"),
  ) as { env: { VITE_API_KEY: string } };
  return info.env.VITE_API_KEY;
}

/** Lead n's first name: "Lead" and n in letters (1 is "Leadab", 27 "Leadbb"). */
function lead(n: number): string {
  return `Lead${String.fromCharCode(97 + Math.floor(n / 26))}${String.fromCharCode(97 + (n % 26))}`;
}

/** The names in the table's rows, top to bottom. */
async function rowNames(page: Page): Promise<string[]> {
  return page.getByRole("table").getByRole("rowheader").getByRole("link").allTextContents();
}

test("a page of the inbox and a search are URLs that a reload keeps", async ({ page }) => {
  test.setTimeout(180_000);
  // Names take letters only: the run's time and each lead's number spelt in letters.
  const surname = `Linkcase${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)] ?? "q")}`;
  const key = apiKey();
  // Lead 1 is the oldest, lead 27 the newest.
  for (let n = 1; n <= 27; n++) {
    const answer = await page.request.post(apiPaths.lead, {
      headers: { "x-api-key": key, "content-type": "application/json" },
      data: {
        gymName: welling.formName,
        firstName: lead(n),
        lastName: surname,
        email: uniqueEmail(`link${n}`),
        phoneNum: "07700 900123",
        source: "website",
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }

  await signIn(page, management);
  // The search, by URL: 25 on its first page, newest first.
  await page.goto(`/staff?q=${surname}`);
  expect(await rowNames(page)).toHaveLength(25);
  expect((await rowNames(page))[0]).toBe(`${lead(27)} ${surname}`);
  // Its second page, by the "Older" link: the URL says so, and the two oldest are there.
  await page.getByRole("link", { name: "Older" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff\\?q=${surname}&page=2$`));
  await expect(page.getByRole("table")).toContainText("page 2");
  expect(await rowNames(page)).toEqual([`${lead(2)} ${surname}`, `${lead(1)} ${surname}`]);
  await expectNoAxeViolations(page, allImpacts);
  await page.reload();
  expect(await rowNames(page)).toEqual([`${lead(2)} ${surname}`, `${lead(1)} ${surname}`]);
  await expect(page.getByLabel("Name or e-mail")).toHaveValue(surname);
  await page.getByRole("link", { name: "Newer" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff\\?q=${surname}$`));
  expect(await rowNames(page)).toHaveLength(25);

  // GET /staff?page=2 with no search: the 26th to 50th newest, and so again after a reload. Our 27 were the
  // newest when sent, so leads 2 and 1 open the second page; the specs running beside this one send leads
  // too, which push ours a few rows down (lead 3, 4, ... onto it), never off it: ours there are still
  // consecutive, newest first, down to lead 1.
  const oursOnPageTwo = async () => {
    await expect(page.getByRole("table")).toContainText("page 2");
    const rows = await rowNames(page);
    expect(rows.length).toBeLessThanOrEqual(25);
    return rows.filter((name) => name.endsWith(surname));
  };
  const expectLeadsDownToOne = (ours: string[]) => {
    expect(ours.length).toBeGreaterThanOrEqual(2);
    expect(ours).toEqual(ours.map((_, i) => `${lead(ours.length - i)} ${surname}`));
  };
  await page.goto("/staff?page=2");
  expectLeadsDownToOne(await oursOnPageTwo());
  await page.reload();
  expectLeadsDownToOne(await oursOnPageTwo());

  // The filter form is a GET: searching puts the terms in the URL, no token needed.
  await page.goto("/staff");
  await page.getByLabel("Name or e-mail").fill(`${lead(13)} ${surname}`);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff\\?q=${lead(13)}\\+${surname}`));
  expect(await rowNames(page)).toEqual([`${lead(13)} ${surname}`]);
});
