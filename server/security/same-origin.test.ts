import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { type SameOriginRule, sameOriginGuard } from "./same-origin";

/** The one guard in front of every post that React Router answers: public forms and the staff area. */
describe.each(["public-form", "staff"] as SameOriginRule[])("sameOriginGuard, %s rule", (rule) => {
  const app = Fastify();
  app.post(
    "/post",
    { onRequest: sameOriginGuard({ siteOrigin: "https://novo.example", rule, refusal: "refused" }) },
    async () => "posted",
  );

  const post = (headers: Record<string, string>) =>
    app.inject({ method: "POST", url: "/post", headers: { host: "novo.local", ...headers } });

  it.each([
    [{ "sec-fetch-site": "same-origin" }],
    [{ origin: "https://novo.example" }],
    [{ origin: "http://novo.local" }],
    [{ origin: "https://novo.example", "sec-fetch-site": "same-origin" }],
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
    expect(response.body).toBe("refused");
  });

  // The one case the rules differ on: no browser sends a POST with neither header, so a public form lets it
  // through (no visitor's session can be borrowed by one); the staff area wants proof of origin.
  it(`${rule === "public-form" ? "lets through" : "refuses"} a post with neither header`, async () => {
    expect((await post({})).statusCode).toBe(rule === "public-form" ? 200 : 403);
  });
});
