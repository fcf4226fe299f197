import { describe, expect, it } from "vitest";
import { PAGE_QUERIES, pageTarget, placePagePaths } from "./target";

const routeIds = new Set(["root", "routes/home", "routes/blog", "routes/blog-post"]);
const target = (url: string) => pageTarget(url, { queries: PAGE_QUERIES, routeIds });

describe("a page's target", () => {
  it("is one key and one render for a path with or without its trailing slash, however spelt", () => {
    for (const url of ["/faq", "/faq/", "//faq", "/a/../faq", "/./faq//"])
      expect(target(url), url).toEqual({
        url: "/faq",
        path: "/faq",
        data: false,
        key: "html /faq",
        variant: false,
      });
    expect(target("/")).toMatchObject({ url: "/", key: "html /", variant: false });
  });

  it("drops every query parameter the page does not render from, before the render", () => {
    expect(target("/faq?utm_source=news&gclid=1")).toMatchObject({ url: "/faq", key: "html /faq" });
    expect(target("/blog?utm_source=news")).toMatchObject({
      url: "/blog",
      key: "html /blog",
      variant: false,
    });
  });

  it("keys a public parameter the page renders from, as a variant", () => {
    expect(target("/blog?utm=1&category=Training")).toMatchObject({
      url: "/blog?category=Training",
      key: "html /blog?category=Training",
      variant: true,
    });
    expect(target("/contacts/?gym=welling")).toMatchObject({ url: "/contacts?gym=welling", variant: true });
  });

  it("never keys a personal parameter: the page renders for that request alone", () => {
    expect(target("/locations?postcode=SE10%208ES&utm=1")).toMatchObject({
      url: "/locations?postcode=SE10+8ES",
      key: null,
    });
    expect(target("/locations")).toMatchObject({ key: "html /locations" });
  });

  it("leaves the staff area's requests untouched and uncached", () => {
    for (const url of ["/staff", "/staff/?q=x", "/STAFF/leads", "/staff.data", "/staff/charts.data?from=1"])
      expect(target(url), url).toMatchObject({ url, key: null });
    expect(target("/staffing")).toMatchObject({ key: "html /staffing" });
  });

  it("keys a client navigation's data request apart from the document", () => {
    expect(target("/faq.data")).toMatchObject({ url: "/faq.data", data: true, key: "data /faq.data" });
    expect(target("/faq/.data")).toMatchObject({ url: "/faq.data", path: "/faq" });
    expect(target("/_root.data")).toMatchObject({ url: "/_root.data", path: "/", data: true });
    expect(target("/blog.data?category=Training&_routes=routes%2Fblog")).toMatchObject({
      url: "/blog.data?category=Training&_routes=routes%2Fblog",
      variant: true,
    });
    // Route ids the build does not have: answered, never stored.
    expect(target("/blog.data?_routes=routes%2Fnope")).toMatchObject({ key: null });
  });

  it("files a path in another letter case among the variants", () => {
    expect(target("/FAQ")).toMatchObject({ url: "/FAQ", key: "html /FAQ", variant: true });
  });

  it("encodes the decoded path again for the render, and refuses what cannot be a path", () => {
    expect(target("/blog/a%3Fb")).toMatchObject({ url: "/blog/a%3Fb", path: "/blog/a?b" });
    expect(target("/blog/caf%C3%A9")).toMatchObject({ url: "/blog/caf%C3%A9" });
    expect(target("/%E0%A4%A")).toBeNull();
    expect(target("/../etc/passwd")).toBeNull();
    expect(target("/a%00b")).toBeNull();
  });
});

describe("a place's page", () => {
  const placePages = placePagePaths([
    { slug: "lewisham", pagePath: "" },
    { slug: "studio", pagePath: "the-studio" },
  ]);
  const placeTarget = (url: string) => pageTarget(url, { queries: PAGE_QUERIES, routeIds, placePages });

  it("keeps the map choice for any place in content, by its slug or its page path, and nothing else", () => {
    expect(placeTarget("/lewisham?map=1&utm_source=x")?.url).toBe("/lewisham?map=1");
    expect(placeTarget("/the-studio?map=1")?.url).toBe("/the-studio?map=1");
    expect(placeTarget("/lewisham-signup?map=1")?.url).toBe("/lewisham-signup");
    expect(target("/lewisham?map=1")?.url).toBe("/lewisham");
  });
});
