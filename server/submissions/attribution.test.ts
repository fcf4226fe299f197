import { describe, expect, it } from "vitest";
import { attributionOfHeader, campaignParams } from "#contracts/attribution.ts";
import { PAGE_QUERIES, pageTarget } from "#server/pages/target.ts";
import { attributionOfReferer, sourceOf } from "./attribution";

describe("a submission's source", () => {
  it("leaves the page cache alone: every campaign parameter is dropped from the cache key", () => {
    const target = (url: string) => pageTarget(url, { queries: PAGE_QUERIES, routeIds: new Set(["root"]) });
    const query = campaignParams.map((name) => `${name}=x`).join("&");
    expect(target(`/greenwich?${query}`)).toEqual(target("/greenwich"));
    expect(target("/greenwich?utm_source=x")?.key).toBe("html /greenwich");
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
    // A control or bidi character encoded in the path never comes back out of the decode.
    const forged = sourceOf(null, "https://novo.example/welling%0A%E2%80%AEevil%09x", {}).landing_path;
    expect(forged).toBe("/wellingevilx");
  });

  it("prefers the page script's header to the Referer, and uses the form's own answer", () => {
    const script = attributionOfHeader("path=%2Fretreat");
    expect(
      sourceOf(script, "https://novo.example/offers?utm_medium=cpc", { discovery: "referred" }),
    ).toMatchObject({
      channel: "offline",
      landing_path: "/retreat",
      utm_medium: null,
    });
  });

  it("reads the Referer when the header gives nothing usable", () => {
    expect(
      sourceOf(attributionOfHeader("%%%"), "https://novo.example/welling?utm_medium=cpc", {}),
    ).toMatchObject({
      channel: "paid-search",
      landing_path: "/welling",
    });
  });
});
