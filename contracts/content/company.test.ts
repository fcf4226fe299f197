import { describe, expect, it } from "vitest";
import { e164, socialLinkOf, telHref } from "./company";

describe("e164", () => {
  it("writes a UK number as people read it in E.164", () => {
    expect(e164("020 7946 0123")).toBe("+442079460123");
    expect(e164("07700 900123")).toBe("+447700900123");
  });
  it("keeps a number already international, spaces removed", () => {
    expect(e164("+44 20 7946 0123")).toBe("+442079460123");
  });
  it("gives a tel: link", () => {
    expect(telHref("020 7946 0123")).toBe("tel:+442079460123");
  });
});

describe("socialLinkOf", () => {
  const social = {
    gyms: { label: "Instagram", handle: "@gyms", href: "https://example.test/gyms" },
    armory: { label: "Instagram", handle: "@armory", href: "https://example.test/armory" },
  };
  it("gives the Armory's pages their own link and every other page the gyms'", () => {
    expect(socialLinkOf({ social }, "studio").handle).toBe("@armory");
    expect(socialLinkOf({ social }, "gym").handle).toBe("@gyms");
    expect(socialLinkOf({ social }, undefined).handle).toBe("@gyms");
  });
});
