import { describe, expect, it } from "vitest";
import { browserBuildEnv } from "./env";

// API_KEY is given so that no per-install key is generated under ./data by these tests.
const base = { API_KEY: "build-test-key" };

describe("browserBuildEnv", () => {
  it("bakes no offer date into the pages: offers are content, read at request time", () => {
    expect(Object.keys(browserBuildEnv(base)).sort()).toEqual([
      "VITE_API_BASE",
      "VITE_API_KEY",
      "VITE_MEDIA_BASE_URL",
      "VITE_POSTCODES_API_URL",
      "VITE_SITE_ORIGIN",
    ]);
  });
});
