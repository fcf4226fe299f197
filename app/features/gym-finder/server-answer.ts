import { useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import type { GymSlug } from "#app/content/gym-location.ts";

/** What the /locations loader answers a finder query (`?postcode=`) with: serialisable, gyms by slug. */
export interface FinderAnswer {
  finder: true;
  search: string;
  results: { slug: GymSlug; miles: number }[] | null;
  error: string | null;
}

function isFinderAnswer(value: unknown): value is FinderAnswer {
  return typeof value === "object" && value !== null && (value as { finder?: unknown }).finder === true;
}

/**
 * The server's answer to a finder query, when this page was rendered for one. Read from the data router's
 * state, like the forms' answers (app/features/forms/use-form.ts), so the finder renders outside a data
 * router too.
 */
export function useFinderAnswer(): FinderAnswer | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const data = state?.loaderData ? Object.values(state.loaderData) : [];
  return data.find(isFinderAnswer);
}
