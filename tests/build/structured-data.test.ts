/**
 * JSON-LD read back from every page the server renders: it parses, every node meets the rules of its type
 * (tests/build/json-ld-rules.ts), and each page carries the types it is about.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { shippedPosts as blogPosts, shippedJobs as jobListings } from "#tests/shipped.server.ts";
import { shippedGym } from "#tests/shipped.ts";
import { type BuiltPage, ensureBuild, renderedPages } from "./build-output";
import { type JsonObject, jsonLdNodes, jsonLdProblems, nodesOfType } from "./json-ld-rules";

let pages: BuiltPage[] = [];
beforeAll(async () => {
  await ensureBuild();
  pages = await renderedPages();
}, 300_000);

function nodesOf(route: string): JsonObject[] {
  const page = pages.find((p) => p.route === route);
  if (!page) throw new Error(`no rendered page ${route}`);
  return jsonLdNodes(page.html).nodes;
}

describe("JSON-LD in the built pages", () => {
  it("parses, and every node has the required properties of its type", () => {
    const problems: string[] = [];
    for (const page of pages) {
      const { nodes, errors } = jsonLdNodes(page.html);
      problems.push(...errors.map((e) => `${page.route}: ${e}`));
      for (const node of nodes) problems.push(...jsonLdProblems(node).map((p) => `${page.route}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it("has the Organization on every page, once", () => {
    for (const page of pages) {
      const organizations = nodesOfType(jsonLdNodes(page.html).nodes, "Organization");
      expect(organizations.length, `${page.route} Organization count`).toBe(1);
    }
  });

  // Waits on wiring: the lead adds exerciseGymJsonLd(gym) to the gym routes' meta.
  it.each(["greenwich", "welling", "armory"] as const)("has the ExerciseGym on the %s page", (slug) => {
    const gym = shippedGym(slug);
    const found = nodesOfType(nodesOf(gym.pageLink), "ExerciseGym");
    expect(found.map((node) => node.name)).toEqual([gym.name]);
    expect((found[0]?.address as JsonObject | undefined)?.postalCode).toBe(gym.postcode);
  });

  // Waits on wiring: the blog post route's meta (it has its own BlogPosting today, which these rules accept).
  it.each(blogPosts.map((post) => post.id))("has the BlogPosting on /blog/%s", (id) => {
    const post = blogPosts.find((p) => p.id === id);
    const found = nodesOfType(nodesOf(`/blog/${id}`), "BlogPosting");
    expect(found.map((node) => node.headline)).toEqual([post?.title]);
  });

  // Waits on wiring: the lead adds jobPostingJsonLd(job) for each listing to /join-the-team's meta.
  it("has one JobPosting per listing on /join-the-team, with a salary exactly where the listing gives one", () => {
    const found = nodesOfType(nodesOf("/join-the-team"), "JobPosting");
    expect(found).toHaveLength(jobListings.length);
    for (const job of jobListings) {
      const match = found.find(
        (node) =>
          node.title === job.title &&
          ((node.jobLocation as JsonObject | undefined)?.name === job.location ||
            JSON.stringify(node.jobLocation).includes(shippedGym(job.locationIdentifier).postcode)),
      );
      expect(match, `${job.title} at ${job.location}`).toBeDefined();
      expect(match?.baseSalary !== undefined, `${job.id} baseSalary`).toBe(job.salaryValue !== undefined);
    }
  });
});
