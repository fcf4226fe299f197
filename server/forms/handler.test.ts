import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { sameSiteGuard } from "./handler";

/** The guard in front of native form posts; the whole path is covered by tests/e2e/forms-no-js.spec.ts. */
describe("sameSiteGuard", () => {
  const app = Fastify();
  app.post("/contacts", { onRequest: sameSiteGuard("https://novo.example") }, async () => "posted");

  const post = (headers: Record<string, string>) =>
    app.inject({ method: "POST", url: "/contacts", headers: { host: "novo.local", ...headers } });

  it.each([
    [{ "sec-fetch-site": "same-origin" }],
    [{ origin: "https://novo.example" }],
    [{ origin: "http://novo.local" }],
    // No browser sends a POST with neither header, so no visitor's session can be borrowed by one.
    [{}],
  ])("lets a post from our own pages through: %j", async (headers) => {
    const response = await post(headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("posted");
  });

  it.each([
    [{ "sec-fetch-site": "cross-site" }],
    [{ "sec-fetch-site": "same-site" }],
    [{ "sec-fetch-site": "cross-site", origin: "https://novo.example" }],
    [{ origin: "https://evil.example" }],
    [{ origin: "null" }],
  ])("refuses a post from another site with 403: %j", async (headers) => {
    const response = await post(headers);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toBe("posted");
  });
});
