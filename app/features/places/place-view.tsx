/**
 * The `:place` route's view, each view's code its own chunk (issue 44): a gym page never ships the sign-up
 * page's code, nor a sign-up page the gym page's. The server renders the view it resolved and names that
 * view's chunk in the page (a modulepreload, `placeViewPreloads`), so the browser fetches it beside the
 * route's own, and hydration waits for it without showing anything else: the server's HTML stays until the
 * view hydrates (there is no Suspense boundary to fall back to).
 */
import { type ComponentType, use } from "react";
import type { PlaceViewData } from "./place-page.server";

export type PlaceViewName = PlaceViewData["view"];
export type PlaceViewOf<V extends PlaceViewName> = Extract<PlaceViewData, { view: V }>;

type ViewModule<V extends PlaceViewName> = { default: ComponentType<{ data: PlaceViewOf<V> }> };

const viewModules: { [V in PlaceViewName]: () => Promise<ViewModule<V>> } = {
  gym: () => import("./views/GymView"),
  studio: () => import("./views/StudioView"),
  signUp: () => import("./views/SignUpView"),
  closed: () => import("./views/ClosedView"),
};

/**
 * Each view's module as the client build's manifest names it (its path from the project's root): the server
 * finds the chunk files to preload there (tests/build/budgets.test.ts checks each is in the build).
 */
export const placeViewSources: Record<PlaceViewName, string> = {
  gym: "app/features/places/views/GymView.tsx",
  studio: "app/features/places/views/StudioView.tsx",
  signUp: "app/features/places/views/SignUpView.tsx",
  closed: "app/features/places/views/ClosedView.tsx",
};

const loading = new Map<PlaceViewName, Promise<void>>();
const loaded = new Map<PlaceViewName, ComponentType<{ data: PlaceViewData }>>();

/** Loads a view's code once (again after a failure). */
export function loadPlaceView(view: PlaceViewName): Promise<void> {
  let pending = loading.get(view);
  if (!pending) {
    pending = viewModules[view]().then((module) => {
      loaded.set(view, module.default as ComponentType<{ data: PlaceViewData }>);
    });
    pending.catch(() => loading.delete(view));
    loading.set(view, pending);
  }
  return pending;
}

/** The place's view; suspends (no fallback) until its code is loaded. */
export function PlaceView({ data }: { data: PlaceViewData }) {
  if (!loaded.has(data.view)) use(loadPlaceView(data.view));
  const View = loaded.get(data.view);
  return View ? <View data={data} /> : null;
}
