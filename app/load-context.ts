import type { FormsLoadContext } from "#contracts/forms/load-context.ts";

// What the server (server/forms/handler.ts) passes React Router's request handler: the route actions and
// loaders call these, never server/ code. Absent under `npm run dev` (Vite renders there), hence optional.
declare module "react-router" {
  interface AppLoadContext {
    forms?: FormsLoadContext;
  }
}
