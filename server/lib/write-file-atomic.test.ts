import { mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeFileAtomic } from "./write-file-atomic.ts";

describe("writeFileAtomic", () => {
  let dir = "";
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "novo-atomic-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("replaces the file whole, with the mode asked for, and leaves no temporary behind", async () => {
    const file = path.join(dir, "a.txt");
    await writeFileAtomic(file, "first");
    await writeFileAtomic(file, Buffer.from("second"), { mode: 0o600 });
    expect(await readFile(file, "utf8")).toBe("second");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).toEqual(["a.txt"]);
  });

  it("parallel writers of one file never share a temporary: the file ends as one of them, whole", async () => {
    const file = path.join(dir, "b.txt");
    const bodies = Array.from({ length: 20 }, (_, i) => `writer ${i} `.repeat(2000));
    await Promise.all(bodies.map((body) => writeFileAtomic(file, body)));
    expect(bodies).toContain(await readFile(file, "utf8"));
    expect(await readdir(dir)).toEqual(["b.txt"]);
  });

  it("writes its temporary in the folder asked for, so the target's folder never lists one", async () => {
    const staging = path.join(dir, "staging");
    const target = path.join(dir, "work", "d.yaml");
    await mkdir(staging);
    await mkdir(path.dirname(target));
    await writeFileAtomic(target, "name: d\n", { temporaryDir: staging });
    expect(await readFile(target, "utf8")).toBe("name: d\n");
    expect(await readdir(staging)).toEqual([]);
    expect(await readdir(path.dirname(target))).toEqual(["d.yaml"]);
  });

  it("a failed write leaves neither a temporary nor a changed target", async () => {
    const file = path.join(dir, "missing-folder", "c.txt");
    await expect(writeFileAtomic(file, "x")).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });
});
