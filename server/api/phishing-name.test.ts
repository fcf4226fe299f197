/** Issue 21.2 as the attack: a "first name" that turns our confirmation into the attacker's message. */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { apiHeaders, testApp, validBodies } from "#server/test/app.ts";
import { createBackend, type TestBackend } from "#server/test/backends.ts";

describe("a phishing first name", () => {
  let backend: TestBackend;
  let app: FastifyInstance;
  beforeAll(async () => {
    backend = await createBackend("pglite");
    app = await testApp(backend.database);
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  it.each([
    ["lead", apiPaths.lead, validBodies.lead],
    ["interest", apiPaths.interest, validBodies.retreat],
    ["investor", apiPaths.investor, validBodies.investor],
  ])("%s: 400 naming the field, nothing stored, no mail", async (_, url, body) => {
    const response = await app.inject({
      method: "POST",
      url,
      headers: apiHeaders,
      payload: JSON.stringify({ ...body, firstName: "Refund due, visit evil.example" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("firstName");
    expect(response.body).toContain("Must be a name");
    expect(await backend.database.db.select().from(submissions)).toHaveLength(0);
    expect(await backend.database.db.select().from(outbox)).toHaveLength(0);
  });

  it("a right-to-left override in a last name: 400", async () => {
    const response = await app.inject({
      method: "POST",
      url: apiPaths.lead,
      headers: apiHeaders,
      payload: JSON.stringify({ ...validBodies.lead, lastName: "Doe\u202egnp.exe" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("lastName");
  });
});
