import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Runs axe on the page and fails on any violation of the given impacts. */
export async function expectNoAxeViolations(page: Page, impacts: string[] = ["serious", "critical"]) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => impacts.includes(v.impact ?? ""));
  const summary = bad.map(
    (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
