import { describe, expect, it } from "vitest";
import { shippedGym } from "#tests/shipped.ts";
import { PLACE_ROUTE_SOURCE, placeLinkPreloads } from "./link-preloads.server";

// A client build's files by module, as server/pages/module-files.ts reads them from Vite's manifest.
const files: Record<string, string[]> = {
  [PLACE_ROUTE_SOURCE]: ["/assets/place-a.js", "/assets/shell-b.js"],
  "app/features/places/views/GymView.tsx": [
    "/assets/GymView-c.js",
    "/assets/forms-d.js",
    "/assets/shell-b.js",
  ],
  "app/features/places/views/StudioView.tsx": ["/assets/StudioView-e.js", "/assets/forms-d.js"],
  "app/features/places/views/SignUpView.tsx": ["/assets/SignUpView-f.js"],
  "app/features/places/views/ClosedView.tsx": ["/assets/ClosedView-g.js"],
};
const moduleFiles = (source: string) => files[source] ?? [];

describe("what a link to a place's page loads", () => {
  it("names the route's files and its view's, once each, for each place's page and sign-up page", () => {
    const preloads = placeLinkPreloads([shippedGym("greenwich"), shippedGym("armory")], moduleFiles);
    expect(preloads).toEqual({
      "/greenwich": [
        "/assets/place-a.js",
        "/assets/shell-b.js",
        "/assets/GymView-c.js",
        "/assets/forms-d.js",
      ],
      "/greenwich-signup": ["/assets/place-a.js", "/assets/shell-b.js", "/assets/SignUpView-f.js"],
      // The studio's page is its page path, and shows the studio's view, never the gym's.
      "/novoarmory": [
        "/assets/place-a.js",
        "/assets/shell-b.js",
        "/assets/StudioView-e.js",
        "/assets/forms-d.js",
      ],
      "/armory-signup": ["/assets/place-a.js", "/assets/shell-b.js", "/assets/SignUpView-f.js"],
    });
  });

  it("names a closed place's closed page for both its links", () => {
    const closed = { ...shippedGym("welling"), status: "closed" as const };
    const preloads = placeLinkPreloads([closed], moduleFiles);
    expect(preloads["/welling"]).toContain("/assets/ClosedView-g.js");
    expect(preloads["/welling-signup"]).toContain("/assets/ClosedView-g.js");
  });

  it("names nothing without a client build (npm run dev) or for a module the build does not have", () => {
    expect(placeLinkPreloads([shippedGym("greenwich")], undefined)).toEqual({});
    expect(placeLinkPreloads([shippedGym("greenwich")], () => [])).toEqual({});
  });
});
