/**
 * The shipped posts, jobs, careers and press copy (content/posts, content/jobs, content/pages) against their
 * schemas, and what the readers make of them: every file valid, every quoted fact filled.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ContentStore } from "#server/content/store.ts";
import { copyOfShippedContent } from "#server/test/content.ts";
import { careersOf, jobsOf } from "./jobs.server";
import { postsOf } from "./posts.server";
import { pressOf } from "./press.server";

const shipped = new ContentStore(path.resolve("content"));
const dir = copyOfShippedContent();
const scratch = new ContentStore(dir, { pollMs: 60_000 });
afterAll(() => {
  shipped.close();
  scratch.close();
  rmSync(dir, { recursive: true, force: true });
});

const mine = /^(posts|jobs|pages\/careers|pages\/press)[/.]/;
/** Reads the scratch directory again until `read` gives what is expected (a watcher's reload may be in flight). */
const settled = <T>(read: () => Promise<T> | T) =>
  expect.poll(
    async () => {
      await scratch.reload();
      return read();
    },
    { timeout: 5000, interval: 100 },
  );

/** Any "{name}" left unfilled. */
const unfilled = (value: unknown) => JSON.stringify(value).match(/\{[a-zA-Z0-9]+\.[a-zA-Z0-9]+\}/g) ?? [];

describe("shipped posts, jobs, careers and press copy", () => {
  it("every file passes its schema", async () => {
    await shipped.loaded;
    expect(shipped.problems().filter((problem) => mine.test(problem.file))).toEqual([]);
    const snapshot = shipped.snapshot();
    expect(Object.keys(snapshot.entries.posts)).toEqual(["1", "2"]);
    expect(Object.keys(snapshot.entries.jobs)).toHaveLength(10);
    expect(snapshot.singletons.careers).toBeDefined();
    expect(snapshot.singletons.press).toBeDefined();
  });

  it("the readers fill every quoted fact", async () => {
    const context = { content: shipped };
    const [posts, jobs, careers, press] = await Promise.all([
      postsOf(context),
      jobsOf(context),
      careersOf(context),
      pressOf(context),
    ]);
    expect(posts.map((post) => post.id)).toEqual(["1", "2"]);
    expect(jobs).toHaveLength(10);
    for (const value of [posts, jobs, careers, press]) expect(unfilled(value)).toEqual([]);
    // The facts the posts quote by name, as the pages show them.
    const text = JSON.stringify(posts);
    for (const fact of [
      "Novo Greenwich",
      "60°C",
      "55°C",
      "100% humidity",
      "capped at 12 people",
      "be 16 or over",
    ])
      expect(text).toContain(fact);
    expect(careers?.howToApply.email).toMatch(/@/);
    expect(press?.contact.email).toMatch(/@/);
  });

  it("refuses a post that quotes an unknown fact, keeping its last good version", async () => {
    const file = path.join(dir, "posts", "1.yaml");
    const good = readFileSync(file, "utf8");
    await scratch.loaded;
    writeFileSync(file, good.replace("{greenwich.name}", "{greenwich.nickname}"));
    await settled(() => scratch.problems().map((problem) => problem.file)).toEqual(["posts/1.yaml"]);
    expect(scratch.problems()[0]?.message).toContain(
      "blocks.0.value.text: a name in braces must be a known fact",
    );
    const posts = await postsOf({ content: scratch });
    expect(posts.map((post) => post.id)).toEqual(["1", "2"]);
    expect(unfilled(posts)).toEqual([]);
    writeFileSync(file, good);
    await settled(() => scratch.problems()).toEqual([]);
  });

  it("lists a job while it is open and up to its closing date (London), not after", async () => {
    const file = path.join(dir, "jobs", "sales-manager-welling.yaml");
    const good = readFileSync(file, "utf8");
    const listed = async (at: Date) =>
      (await jobsOf({ content: scratch }, at)).some((job) => job.id === "sales-manager-welling");
    writeFileSync(file, `${good}closesOn: 2026-06-30\n`);
    await settled(() => scratch.snapshot().entries.jobs["sales-manager-welling"]?.closesOn).toBe(
      "2026-06-30",
    );
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(await listed(new Date("2026-06-30T22:30:00Z"))).toBe(true);
    expect(await listed(new Date("2026-06-30T23:30:00Z"))).toBe(false);
    writeFileSync(file, `${good}status: closed\n`);
    await settled(() => listed(new Date("2026-01-01T12:00:00Z"))).toBe(false);
    writeFileSync(file, good);
    await settled(() => listed(new Date("2026-01-01T12:00:00Z"))).toBe(true);
  });
});
