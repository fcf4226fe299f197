import { useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";

/**
 * What the /locations loader answers a finder query (`?postcode=`) with, as its `finderAnswer`: serialisable,
 * gyms by slug.
 */
export interface FinderAnswer {
  finder: true;
  search: string;
  results: { slug: string; miles: number }[] | null;
  error: string | null;
}

/** Loader data that carries a finder answer: the /locations loader's, with the page's other data. */
export interface WithFinderAnswer {
  finderAnswer: FinderAnswer | null;
}

function isFinderAnswer(value: unknown): value is FinderAnswer {
  return typeof value === "object" && value !== null && (value as { finder?: unknown }).finder === true;
}

const answerIn = (data: unknown): unknown =>
  typeof data === "object" && data !== null ? (data as Partial<WithFinderAnswer>).finderAnswer : undefined;

/**
 * The server's answer to a finder query, when this page was rendered for one: the `finderAnswer` of a route's
 * loader data. Read from the data router's state, like the forms' answers (app/features/forms/use-form.ts), so the finder renders outside a data
 * router too.
 */
export function useFinderAnswer(): FinderAnswer | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const data = state?.loaderData ? Object.values(state.loaderData) : [];
  return data.map(answerIn).find(isFinderAnswer);
}
