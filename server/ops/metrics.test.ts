/**
 * GET /metrics (issue 43): refused without METRICS_TOKEN and saying nothing; with it, text that promtool
 * accepts; after a lead, the submission counter has risen and the outbox gauge shows it pending (the worker
 * is off here, so it waits). Labels are route patterns, never a raw URL.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { apiHeaders, testApp, validBodies } from "#server/test/app.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { promtool, promtoolPath } from "#server/test/promtool.ts";

const TOKEN = "metrics-token-for-tests-0123456789";

/** A sample's value in the exposition text, or undefined. */
function sample(text: string, name: string, labels = ""): number | undefined {
  const line = text.split("\n").find((each) => each.startsWith(`${name}${labels ? `{${labels}}` : ""} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe.each(backendNames)("/metrics on %s", (name) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  const scrape = (authorization?: string) =>
    app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    backend = await createBackend(name);
    app = await testApp(backend.database, { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  it("refuses a scrape without the token, or with another, and says nothing in the refusal", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.body).toBe("Unauthorized\n");
      expect(refused.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
    }
  });

  it("counts a lead as stored, shows its messages pending, times requests by route pattern, and passes promtool", async () => {
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    const stored = sample(before, "novo_submissions_total", 'kind="lead",outcome="stored"') ?? 0;
    expect(sample(before, "novo_outbox_pending")).toBe(0);

    const response = await app.inject({
      method: "POST",
      url: apiPaths.lead,
      headers: apiHeaders,
      payload: validBodies.lead,
    });
    expect(response.statusCode).toBe(201);
    const refused = await app.inject({
      method: "POST",
      url: apiPaths.lead,
      headers: apiHeaders,
      payload: { gymName: "x" },
    });
    expect(refused.statusCode).toBe(400);
    await app.inject({
      method: "GET",
      url: `${apiPaths.health}?who=${encodeURIComponent(validBodies.lead.email)}`,
    });

    const scraped = await scrape(`Bearer ${TOKEN}`);
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = scraped.body;
    expect(sample(text, "novo_submissions_total", 'kind="lead",outcome="stored"')).toBe(stored + 1);
    expect(sample(text, "novo_submissions_total", 'kind="lead",outcome="refused"')).toBe(1);
    // The staff notification and the visitor's confirmation wait (no worker here).
    expect(sample(text, "novo_outbox_pending")).toBeGreaterThanOrEqual(2);
    expect(sample(text, "novo_shared_figures_up")).toBe(1);
    expect(sample(text, "novo_leads_waiting_first_contact")).toBe(1);
    expect(text).toMatch(
      /novo_http_request_duration_seconds_count\{route="\/api\/sendLeadEmail",method="POST",status_class="2xx"\} 1/,
    );
    expect(text).toMatch(
      /novo_http_request_duration_seconds_count\{route="\/api\/health",method="GET",status_class="2xx"\}/,
    );
    expect(text).toMatch(/process_cpu_seconds_total/);
    // No raw URL, no personal data, in any label.
    for (const value of ["?who", validBodies.lead.email, "jane", "Doe", "07700"])
      expect(text).not.toContain(value);

    if (promtoolPath) {
      const checked = promtool(["check", "metrics"], text);
      expect(checked.output).toBe("");
      expect(checked.status).toBe(0);
    }
  });

  it("has every metric the shipped rules and dashboard read", async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    const shipped = ["monitoring/prometheus/novo.rules.yml", "monitoring/grafana/novo-dashboard.json"]
      .map((file) => readFileSync(path.resolve(file), "utf8"))
      .join("\n");
    const names = new Set(
      [...shipped.matchAll(/\b(novo_[a-z_]+|process_[a-z_]+|nodejs_[a-z0-9_]+)\b/g)].map((m) => m[1] ?? ""),
    );
    expect(names.size).toBeGreaterThan(15);
    for (const name of names)
      expect(text, name).toContain(`# TYPE ${name.replace(/_(bucket|count|sum)$/, "")} `);
  });

  it("has no /metrics at all without METRICS_TOKEN", async () => {
    const without = await testApp(backend.database);
    try {
      expect((await without.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    } finally {
      await without.close();
    }
  });
});
