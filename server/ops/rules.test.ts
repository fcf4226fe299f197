/**
 * The Prometheus rules shipped in monitoring/prometheus (issue 43) load, and each alert fires when it should
 * and not before (novo.rules.test.yml, one test group per alert), by promtool itself. Every alert the rules
 * define has a test there, and a runbook line in docs/operations.md.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { promtool, promtoolPath } from "#server/test/promtool.ts";

const dir = path.resolve("monitoring/prometheus");
const rules = readFileSync(path.join(dir, "novo.rules.yml"), "utf8");
const alerts = [...rules.matchAll(/^\s+- alert: (\w+)$/gm)].map((match) => match[1] ?? "");

describe("the shipped Prometheus rules", () => {
  it("give every alert a test and a runbook line", () => {
    expect(alerts.length).toBeGreaterThanOrEqual(10);
    const tests = readFileSync(path.join(dir, "novo.rules.test.yml"), "utf8");
    const runbook = readFileSync(path.resolve("docs/operations.md"), "utf8");
    for (const alert of alerts) {
      expect(tests, alert).toMatch(new RegExp(`alertname: ${alert}\\n(.|\\n)*?exp_alerts: \\[\\]`));
      expect(tests, alert).toMatch(new RegExp(`alertname: ${alert}\\n\\s+exp_alerts:\\n\\s+- exp_labels`));
      expect(runbook, alert).toContain(`#### ${alert}`);
    }
  });

  it.skipIf(!promtoolPath)("pass promtool check rules and promtool test rules", () => {
    const checked = promtool(["check", "rules", path.join(dir, "novo.rules.yml")]);
    expect(checked.output).toContain(`SUCCESS: ${alerts.length} rules found`);
    expect(checked.status).toBe(0);
    const tested = promtool(["test", "rules", path.join(dir, "novo.rules.test.yml")]);
    expect(tested.output).toContain("SUCCESS");
    expect(tested.status).toBe(0);
  });
});
