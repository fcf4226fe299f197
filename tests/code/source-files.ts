import { readdirSync } from "node:fs";
import path from "node:path";

/** The code the checks read: app/, server/, contracts/ and config/. */
export const CODE_ROOTS = ["app", "server", "contracts", "config"] as const;

/** Every file under the code roots whose path matches `source` and none of `skip`, as a repository path. */
export function sourceFiles(source: RegExp, skip: readonly RegExp[]): string[] {
  return CODE_ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .map((file) => path.join(root, file).split(path.sep).join("/"))
      .filter((file) => source.test(file) && !skip.some((pattern) => pattern.test(file))),
  );
}
