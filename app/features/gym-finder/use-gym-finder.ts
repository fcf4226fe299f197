import { useReducer } from "react";
import { nearestGyms } from "./find-gyms";
import { finderReducer, initialFinderState } from "./finder-reducer";
import {
  FINDER_FAILURE,
  INVALID_POSTCODE,
  isValidPostcode,
  lookupPostcode,
  normalisePostcode,
} from "./postcode-lookup";

export const GEOLOCATION_MESSAGES = {
  unsupported: "Your browser can't share your location. Please enter your postcode instead.",
  denied: "Location access was refused. Allow it in your browser settings, or enter your postcode instead.",
  unavailable: "We couldn't find your location just now. Please enter your postcode instead.",
} as const;

/** The finder's behaviour (SPEC §4 submit sequence) around the reducer. */
export function useGymFinder(fetcher?: typeof fetch) {
  const [state, dispatch] = useReducer(finderReducer, initialFinderState);

  async function searchPostcode() {
    dispatch({ type: "clearError" });
    const postcode = normalisePostcode(state.search);
    if (!isValidPostcode(postcode)) {
      dispatch({ type: "setError", error: INVALID_POSTCODE });
      return;
    }
    dispatch({ type: "setLoading", loading: true });
    try {
      const origin = await lookupPostcode(postcode, fetcher);
      dispatch({ type: "setResults", results: nearestGyms(origin) });
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
        dispatch({ type: "setResults", results: nearestGyms({ latitude, longitude }) });
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
