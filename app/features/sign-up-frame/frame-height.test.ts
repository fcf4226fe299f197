import { describe, expect, it } from "vitest";
import { frameHeight, reportedHeight } from "./frame-height";

describe("frameHeight", () => {
  it("is 500 before any message", () => expect(frameHeight(null)).toBe(500));
  it("adds 20 px when the result is above 500", () => {
    expect(frameHeight(1200)).toBe(1220);
    expect(frameHeight(481)).toBe(501);
  });
  it("stays at 500 when the padded height is not above 500", () => {
    expect(frameHeight(480)).toBe(500);
    expect(frameHeight(100)).toBe(500);
    expect(frameHeight(0)).toBe(500);
  });
  it("ignores nonsense", () => expect(frameHeight(Number.NaN)).toBe(500));
});

describe("reportedHeight", () => {
  it("reads a height field from an object or its JSON", () => {
    expect(reportedHeight({ height: 900 })).toBe(900);
    expect(reportedHeight({ height: "900" })).toBe(900);
    expect(reportedHeight('{"height":750}')).toBe(750);
  });
  it("rejects messages without a usable height", () => {
    expect(reportedHeight(null)).toBeNull();
    expect(reportedHeight("hello")).toBeNull();
    expect(reportedHeight({ width: 3 })).toBeNull();
    expect(reportedHeight({ height: "tall" })).toBeNull();
    expect(reportedHeight({ height: -5 })).toBeNull();
  });
});
