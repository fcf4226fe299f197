import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { e2eDataDir } from "./env";

/** A unique address per test and project, so parallel runs never read each other's mail. */
export function uniqueEmail(prefix: string, testInfo: TestInfo): string {
  return `${prefix}-${testInfo.project.name}-${Date.now()}-${testInfo.workerIndex}@example.com`;
}

/** Waits until an .eml file in DATA_DIR/outbox mentions `needle`, and returns its text. */
export async function waitForOutboxMail(needle: string, timeout = 20_000): Promise<string> {
  const outbox = path.join(e2eDataDir, "outbox");
  let found = "";
  await expect
    .poll(
      async () => {
        const names = await readdir(outbox).catch(() => [] as string[]);
        for (const name of names.filter((n) => n.endsWith(".eml"))) {
          const text = await readFile(path.join(outbox, name), "utf8").catch(() => "");
          if (text.includes(needle)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout, message: `an .eml in ${outbox} mentioning ${needle}` },
    )
    .toBe(true);
  return found;
}

export async function fillFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
}

export async function expectFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
}
