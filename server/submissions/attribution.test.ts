import { describe, expect, it } from "vitest";
import { campaignParams } from "#contracts/attribution.ts";
import { PAGE_QUERIES, pageTarget } from "#server/pages/target.ts";
import { attributionOfReferer, sourceOf, takeAttribution } from "./attribution";

describe("a submission's source", () => {
  it("leaves the page cache alone: every campaign parameter is dropped from the cache key", () => {
    const target = (url: string) => pageTarget(url, { queries: PAGE_QUERIES, routeIds: new Set(["root"]) });
    const query = campaignParams.map((name) => `${name}=x`).join("&");
    expect(target(`/greenwich?${query}`)).toEqual(target("/greenwich"));
    expect(target("/greenwich?utm_source=x")?.key).toBe("html /greenwich");
  });

  it("takes the attribution member off the body before SPEC §7's fields are checked", () => {
    const { body, attribution } = takeAttribution({
      email: "a@example.com",
      attribution: { utm_source: "x" },
    });
    expect(body).toEqual({ email: "a@example.com" });
    expect(attribution?.utm_source).toBe("x");
    // A body without one is left as it is, and the Referer is read instead.
    expect(takeAttribution({ email: "a@example.com" }).attribution).toBeNull();
    expect(takeAttribution("not an object")).toEqual({ body: "not an object", attribution: null });
  });

  it("reads a native post's Referer: its campaign parameters and its path, normalised as page views are", () => {
    const found = attributionOfReferer(
      "https://novo.example/Welling/?utm_source=google&utm_medium=cpc&gclid=xyz",
    );
    expect(found).toMatchObject({ utm_source: "google", gclid: "xyz", referrer_host: null });
    expect(
      sourceOf(null, "https://novo.example/Welling/?utm_medium=cpc&utm_source=google", {}),
    ).toMatchObject({
      channel: "paid-search",
      landing_path: "/welling",
    });
    expect(attributionOfReferer("not a url").landing_path).toBeNull();
  });

  it("prefers the page script's values to the Referer, and uses the form's own answer", () => {
    const script = takeAttribution({ attribution: { landing_path: "/retreat" } }).attribution;
    expect(
      sourceOf(script, "https://novo.example/offers?utm_medium=cpc", { discovery: "referred" }),
    ).toMatchObject({
      channel: "offline",
      landing_path: "/retreat",
      utm_medium: null,
    });
  });
});
