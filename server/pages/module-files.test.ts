import { describe, expect, it } from "vitest";
import { moduleFilesOf } from "./module-files";

// The shape of Vite's manifest: a module's chunk, its static imports by key, its lazy ones apart.
const manifest = {
  "app/features/places/views/GymView.tsx": {
    file: "assets/GymView-a1.js",
    imports: ["_Section-b2.js", "_deferred-c3.js"],
    dynamicImports: ["app/features/testimonials/Testimonials.tsx"],
    isDynamicEntry: true,
  },
  "_Section-b2.js": { file: "assets/Section-b2.js", imports: ["_react-d4.js"] },
  "_deferred-c3.js": { file: "assets/deferred-c3.js", imports: ["_react-d4.js"] },
  "_react-d4.js": { file: "assets/react-d4.js" },
  "app/features/testimonials/Testimonials.tsx": { file: "assets/Testimonials-e5.js", isDynamicEntry: true },
  "app/app.css": { file: "assets/app-f6.css", src: "app/app.css" },
};

describe("the client build's files of a module", () => {
  it("lists its chunk and every chunk it imports, once each, never what it loads lazily", () => {
    const filesOf = moduleFilesOf(manifest);
    expect(filesOf("app/features/places/views/GymView.tsx")).toEqual([
      "/assets/GymView-a1.js",
      "/assets/Section-b2.js",
      "/assets/react-d4.js",
      "/assets/deferred-c3.js",
    ]);
    expect(filesOf("app/features/places/views/GymView.tsx")).toBe(
      filesOf("app/features/places/views/GymView.tsx"),
    );
  });

  it("lists nothing for a module the build does not have, and refuses a manifest that is not one", () => {
    expect(moduleFilesOf(manifest)("app/nowhere.tsx")).toEqual([]);
    expect(() => moduleFilesOf({ "app/x.tsx": { imports: [] } })).toThrow();
    expect(() => moduleFilesOf([1, 2])).toThrow();
  });
});
