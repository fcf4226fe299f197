/**
 * The no-JavaScript finder cannot be used to make us flood the postcode service (issue 21.8): one client's
 * `/locations?postcode=` lookups are capped per minute (answered 429, nothing sent out), another client's are not.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { testEnv } from "#server/test/app.ts";
import { createBackend, type TestBackend } from "#server/test/backends.ts";
import { buildRoot, ensureBuild } from "#tests/build/build-output.ts";
import { FINDER_LOOKUPS_PER_MINUTE } from "./handler.ts";

let backend: TestBackend;
let app: FastifyInstance;
let postcodes: Server;
let lookups = 0;

beforeAll(async () => {
  await ensureBuild();
  // A stand-in postcode service that counts what we ask it.
  postcodes = createServer((_request, response) => {
    lookups++;
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ status: 200, result: { latitude: 51.48, longitude: 0.0 } }));
  });
  await new Promise<void>((resolve) => postcodes.listen(0, "127.0.0.1", resolve));
  const { port } = postcodes.address() as AddressInfo;
  backend = await createBackend("pglite");
  app = await buildApp({
    env: testEnv({ BUILD_DIR: buildRoot, POSTCODES_API_URL: `http://127.0.0.1:${port}` }),
    database: backend.database,
    startWorker: false,
  });
  await app.ready();
}, 300_000);
afterAll(async () => {
  await app?.close();
  await backend?.dispose();
  await new Promise((resolve) => postcodes?.close(resolve));
});

const search = (postcode: string, remoteAddress: string) =>
  app.inject({ url: `/locations?postcode=${encodeURIComponent(postcode)}`, remoteAddress });

describe("the no-JavaScript finder's lookups", () => {
  it("30 searches from one client: at most the cap reach the postcode service, the rest answered 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await search("SE10 8ES", "192.0.2.44")).statusCode);
    expect(lookups).toBeLessThanOrEqual(FINDER_LOOKUPS_PER_MINUTE);
    expect(lookups).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200)).toHaveLength(FINDER_LOOKUPS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - FINDER_LOOKUPS_PER_MINUTE);

    // Another client is not held back by the first.
    const before = lookups;
    const other = await search("DA16 3PB", "198.51.100.7");
    expect(other.statusCode).toBe(200);
    expect(lookups).toBe(before + 1);
  });

  it("an address rotating inside one IPv6 /64 counts as one client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FINDER_LOOKUPS_PER_MINUTE + 3; i++)
      statuses.push((await search("SE10 8ES", `2001:db8:1:2::${(i + 1).toString(16)}`)).statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });
});
