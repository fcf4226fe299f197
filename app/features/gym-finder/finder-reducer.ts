import type { SiteGym } from "#app/lib/use-gyms.ts";

/** SPEC §3 gym finder state and §4 actions. */
export interface FinderResult {
  gym: SiteGym;
  miles: number;
}

export interface FinderState {
  search: string;
  loading: boolean;
  /** null before any search: the location cards show instead. */
  results: FinderResult[] | null;
  error: string | null;
}

export type FinderAction =
  | { type: "setSearch"; search: string }
  | { type: "setLoading"; loading: boolean }
  | { type: "setResults"; results: FinderResult[] }
  | { type: "setError"; error: string }
  | { type: "clearResults" }
  | { type: "clearError" };

export const initialFinderState: FinderState = { search: "", loading: false, results: null, error: null };

export function finderReducer(state: FinderState, action: FinderAction): FinderState {
  switch (action.type) {
    case "setSearch":
      return { ...state, search: action.search };
    case "setLoading":
      return { ...state, loading: action.loading };
    case "setResults":
      return { ...state, results: action.results, loading: false, error: null };
    case "setError":
      return { ...state, error: action.error, loading: false };
    case "clearResults":
      // SPEC §4: clearing the results also clears the error.
      return { ...state, results: null, error: null };
    case "clearError":
      return { ...state, error: null };
  }
}
