import { useReducer } from "react";
import { useGyms } from "#app/lib/use-gyms.ts";
import { nearestGyms } from "./find-gyms";
import { type FinderState, finderReducer, initialFinderState } from "./finder-reducer";
import {
  FINDER_FAILURE,
  INVALID_POSTCODE,
  isValidPostcode,
  lookupPostcode,
  normalisePostcode,
} from "./postcode-lookup";
import { useFinderAnswer } from "./server-answer";

export const GEOLOCATION_MESSAGES = {
  unsupported: "Your browser can't share your location. Please enter your postcode instead.",
  denied: "Location access was refused. Allow it in your browser settings, or enter your postcode instead.",
  unavailable: "We couldn't find your location just now. Please enter your postcode instead.",
} as const;

/**
 * The finder's behaviour (SPEC §4 submit sequence) around the reducer. When the server rendered the page for
 * a finder query (no JavaScript, or a search before hydration), its answer is the starting state.
 */
export function useGymFinder(fetcher?: typeof fetch) {
  const answer = useFinderAnswer();
  const gyms = useGyms();
  const [state, dispatch] = useReducer(
    finderReducer,
    answer,
    (served): FinderState =>
      served
        ? {
            ...initialFinderState,
            search: served.search,
            error: served.error,
            results:
              served.results?.flatMap((result) => {
                const gym = gyms.find((candidate) => candidate.slug === result.slug);
                return gym ? [{ gym, miles: result.miles }] : [];
              }) ?? null,
          }
        : initialFinderState,
  );

  /** Searches for `search` (the field's current value, typed before hydration included). */
  async function searchPostcode(search: string = state.search) {
    dispatch({ type: "setSearch", search });
    dispatch({ type: "clearError" });
    const postcode = normalisePostcode(search);
    if (!isValidPostcode(postcode)) {
      dispatch({ type: "setError", error: INVALID_POSTCODE });
      return;
    }
    dispatch({ type: "setLoading", loading: true });
    try {
      const origin = await lookupPostcode(postcode, fetcher);
      dispatch({ type: "setResults", results: nearestGyms(origin, gyms) });
    } catch (error) {
      // The cause stays internal ('Could not get coordinates from postcode'); the visitor sees SPEC §8's text.
      console.warn(error);
      dispatch({ type: "setError", error: FINDER_FAILURE });
    }
  }

  function searchMyLocation() {
    dispatch({ type: "clearError" });
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      dispatch({ type: "setError", error: GEOLOCATION_MESSAGES.unsupported });
      return;
    }
    dispatch({ type: "setLoading", loading: true });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords;
        dispatch({ type: "setResults", results: nearestGyms({ latitude, longitude }, gyms) });
      },
      (error) => {
        dispatch({
          type: "setError",
          error:
            error.code === error.PERMISSION_DENIED
              ? GEOLOCATION_MESSAGES.denied
              : GEOLOCATION_MESSAGES.unavailable,
        });
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return {
    state,
    setSearch: (search: string) => dispatch({ type: "setSearch", search }),
    clearResults: () => dispatch({ type: "clearResults" }),
    searchPostcode,
    searchMyLocation,
  };
}
