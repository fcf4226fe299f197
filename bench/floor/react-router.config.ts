import path from "node:path";
import type { Config } from "@react-router/dev/config";

// The floor (issue 44): a bare React Router app in framework mode, one small page, built with the project's
// own react, react-dom, react-router and @react-router/dev (their one copy in node_modules). Its page is
// prerendered, so its scripts are read from the HTML as a visitor's browser finds them.
export default {
  appDirectory: "app",
  buildDirectory: path.resolve(import.meta.dirname, "..", "..", "build", "floor"),
  ssr: false,
  prerender: ["/"],
} satisfies Config;
