import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { e2eDataDir } from "./env";

/** A unique address per test, so a test finds its own mail among everything the server has sent. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

function mailsMentioning(...texts: string[]): string[] {
  const dir = path.join(e2eDataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
  } catch {
    return [];
  }
  return files.filter((file) => {
    const mail = readFileSync(path.join(dir, file), "utf8");
    return texts.every((text) => mail.includes(text));
  });
}

/** Waits until the outbox worker has written at least one .eml file that mentions every one of the texts. */
export async function expectMailMentioning(...texts: string[]): Promise<void> {
  await expect
    .poll(() => mailsMentioning(...texts).length, {
      timeout: 20_000,
      message: `an .eml mentioning ${texts.join(" and ")}`,
    })
    .toBeGreaterThan(0);
}

/** Postcodes.io answers in its documented shape. */
export function postcodeFound(postcode: string, latitude: number, longitude: number) {
  return { status: 200, json: { status: 200, result: { postcode, latitude, longitude } } };
}
export const postcodeNotFound = { status: 404, json: { status: 404, error: "Invalid postcode" } };
