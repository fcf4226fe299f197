import type { FormsLoadContext } from "#contracts/forms.ts";

// What the server (server/forms/handler.ts) passes React Router's request handler: the route actions and
// loaders call these, never server/ code. Absent while prerendering, hence optional.
declare module "react-router" {
  interface AppLoadContext {
    forms?: FormsLoadContext;
  }
}
