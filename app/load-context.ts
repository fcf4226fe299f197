import type { ContentReader } from "#contracts/content/snapshot.ts";
import type { FormsLoadContext } from "#contracts/forms/load-context.ts";
import type { PlacesLoadContext } from "#contracts/places-load-context.ts";
import type { StaffLoadContext } from "#contracts/staff.ts";
import type { ToursLoadContext } from "#contracts/tours-load-context.ts";

// What the server (server/forms/handler.ts) passes React Router's request handler, in production and under
// `npm run dev` alike (decision 0032): the route actions and loaders call these, never server/ code. Optional
// because a shared (cached) render carries no staff session, and a loader's test passes only what it reads.
declare module "react-router" {
  interface AppLoadContext {
    forms?: FormsLoadContext;
    /** The slugs places have had, for the 301s of a renamed place (decision 0030). */
    places?: PlacesLoadContext;
    /** Tour slots and bookings (issue 19). */
    tours?: ToursLoadContext;
    /** The staff area's session and queries (server/staff/area.ts); absent in a shared (cached) render. */
    staff?: StaffLoadContext;
    /** The live content (server/content/store.ts), read through contracts/content/snapshot.ts (decision 0031). */
    content?: ContentReader;
    /** The first segments of the site's own routes (the build's route table): no place may take one. */
    routeSegments?: readonly string[];
    /**
     * The client build's files (`/assets/…`) a module of the app loads (its chunk and the chunks it imports),
     * by its path from the project's root, for a page to preload a chunk its route loads lazily (issue 44);
     * absent under `npm run dev`.
     */
    moduleFiles?: (source: string) => readonly string[];
    /** Logs a loader's or action's failure through the server's logger (app/entry.server.tsx). */
    reportError?: (error: unknown) => void;
  }
}
