import { describe, expect, it } from "vitest";
import { browserBuildEnv } from "./env";

// API_KEY is given so that no per-install key is generated under ./data by these tests.
const base = { API_KEY: "build-test-key" };

describe("browserBuildEnv: DAYPASS_OFFER_ENDS_ON", () => {
  it("bakes a YYYY-MM-DD date in as VITE_DAYPASS_OFFER_ENDS_ON, and nothing when unset", () => {
    expect(browserBuildEnv({ ...base, DAYPASS_OFFER_ENDS_ON: "2026-01-31" }).VITE_DAYPASS_OFFER_ENDS_ON).toBe(
      "2026-01-31",
    );
    expect(browserBuildEnv(base).VITE_DAYPASS_OFFER_ENDS_ON).toBe("");
  });
  it("refuses anything else, naming the variable", () => {
    for (const value of ["31/01/2026", "2026-1-31", "soon", "2026-13-45"])
      expect(() => browserBuildEnv({ ...base, DAYPASS_OFFER_ENDS_ON: value })).toThrow(
        /DAYPASS_OFFER_ENDS_ON/,
      );
  });
});
