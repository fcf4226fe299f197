import { describe, expect, it } from "vitest";
import { pagePath } from "./paths";

describe("pagePath", () => {
  it.each([
    ["/", "/"],
    ["/faq", "/faq"],
    ["/faq/", "/faq"],
    ["/FAQ/?utm_source=x#top", "/faq"],
    ["/blog/1?x=1", "/blog/1"],
    ["https://novo.example/greenwich/?gclid=abc", "/greenwich"],
    ["https://novo.example", "/"],
    ["https://novo.example/?utm=1", "/"],
    ["/fa%71", "/faq"],
    ["//faq//", "/faq"],
  ])("%s is %s", (input, expected) => {
    expect(pagePath(input)).toBe(expected);
  });

  it("gives null for what is not a URL", () => {
    expect(pagePath("http://")).toBeNull();
    expect(pagePath("/%E0%A4%A")).toBeNull();
  });
});
