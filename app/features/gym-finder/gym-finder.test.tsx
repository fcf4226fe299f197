import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WithGyms } from "#tests/gyms-router.tsx";
import { shippedDefaultGym, shippedGym, shippedGyms } from "#tests/shipped.ts";
import { distanceKm, distanceMiles, formatMiles } from "./distance";
import { nearestGyms } from "./find-gyms";
import { finderReducer, initialFinderState } from "./finder-reducer";
import { GymFinder } from "./GymFinder";
import {
  FINDER_FAILURE,
  INVALID_POSTCODE,
  isValidPostcode,
  lookupPostcode,
  normalisePostcode,
} from "./postcode-lookup";
import { GEOLOCATION_MESSAGES } from "./use-gym-finder";

const greenwich = shippedGym("greenwich");
const welling = shippedGym("welling");

describe("finderReducer", () => {
  const results = [{ gym: greenwich, miles: 1 }];
  it("sets the search, loading, results and error", () => {
    let state = finderReducer(initialFinderState, { type: "setSearch", search: "se10" });
    expect(state.search).toBe("se10");
    state = finderReducer(state, { type: "setLoading", loading: true });
    expect(state.loading).toBe(true);
    state = finderReducer(state, { type: "setResults", results });
    expect(state).toEqual({ search: "se10", loading: false, results, error: null });
    state = finderReducer(state, { type: "setError", error: "x" });
    expect(state.error).toBe("x");
    expect(state.loading).toBe(false);
  });
  it("clears the error alone, and clearing the results also clears the error", () => {
    const state = { ...initialFinderState, results, error: "x" };
    expect(finderReducer(state, { type: "clearError" })).toEqual({ ...state, error: null });
    expect(finderReducer(state, { type: "clearResults" })).toEqual({ ...state, results: null, error: null });
  });
});

describe("distance", () => {
  it("is great-circle on a 6371 km sphere, in real miles", () => {
    // London (51.5074, -0.1278) to Paris (48.8566, 2.3522): 343.5 km on a 6371 km sphere.
    const london = { latitude: 51.5074, longitude: -0.1278 };
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    expect(distanceKm(london, paris)).toBeCloseTo(343.5, 0);
    expect(distanceMiles(london, paris)).toBeCloseTo(343.5 / 1.609344, 0);
    expect(distanceKm(london, london)).toBe(0);
  });
  it("shows one decimal labelled MILES", () => {
    expect(formatMiles(2.345)).toBe("2.3 MILES");
    expect(formatMiles(0)).toBe("0.0 MILES");
  });
  it("lists every gym except the default, nearest first", () => {
    const nearWelling = { latitude: welling.latitude, longitude: welling.longitude - 0.01 };
    const list = nearestGyms(nearWelling, shippedGyms);
    expect(list.map((r) => r.gym.slug)).toEqual(["welling", "greenwich"]);
    expect(list.some((r) => r.gym === shippedDefaultGym)).toBe(false);
    expect(list[0]?.miles).toBeLessThan(list[1]?.miles ?? 0);
  });
});

describe("postcodes", () => {
  it("uppercases and removes spaces", () => expect(normalisePostcode(" se10 9uw ")).toBe("SE109UW"));
  it("accepts UK postcodes and rejects the rest", () => {
    expect(isValidPostcode("SE109UW")).toBe(true);
    expect(isValidPostcode("DA163PB")).toBe(true);
    expect(isValidPostcode("12345")).toBe(false);
    expect(isValidPostcode("")).toBe(false);
  });
  it("reads result.latitude and result.longitude, and fails with the internal cause otherwise", async () => {
    const ok = vi.fn(async () =>
      Response.json({ status: 200, result: { postcode: "SE10 9UW", latitude: 51.48, longitude: 0.003 } }),
    );
    await expect(lookupPostcode("SE109UW", ok as unknown as typeof fetch)).resolves.toEqual({
      latitude: 51.48,
      longitude: 0.003,
    });
    expect(ok).toHaveBeenCalledWith("https://api.postcodes.io/postcodes/SE109UW");
    const notFound = vi.fn(async () =>
      Response.json({ status: 404, error: "Invalid postcode" }, { status: 404 }),
    );
    await expect(lookupPostcode("ZZ11ZZ", notFound as unknown as typeof fetch)).rejects.toThrow(
      "Could not get coordinates from postcode",
    );
  });
  it.each([
    ["no coordinates", { status: 200, result: { postcode: "SE10 9UW" } }],
    ["null coordinates", { status: 200, result: { postcode: "SE10 9UW", latitude: null, longitude: null } }],
    ["text coordinates", { status: 200, result: { latitude: "51.48", longitude: "0.003" } }],
    ["no result", { status: 200 }],
    ["a list", [51.48, 0.003]],
  ])("treats an answer with %s as the lookup failure", async (_, answer) => {
    const fetcher = vi.fn(async () => Response.json(answer));
    await expect(lookupPostcode("SE109UW", fetcher as unknown as typeof fetch)).rejects.toThrow(
      "Could not get coordinates from postcode",
    );
  });
  it("treats a body that is not JSON as the lookup failure", async () => {
    const fetcher = vi.fn(async () => new Response("<html>proxy error</html>", { status: 200 }));
    await expect(lookupPostcode("SE109UW", fetcher as unknown as typeof fetch)).rejects.toThrow(
      "Could not get coordinates from postcode",
    );
  });
});

describe("GymFinder", () => {
  beforeEach(() => vi.spyOn(console, "warn").mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  const renderFinder = (fetcher?: typeof fetch) =>
    render(
      <WithGyms>
        <GymFinder fetcher={fetcher} />
      </WithGyms>,
    );
  const search = (value: string) => {
    fireEvent.change(screen.getByLabelText("Your postcode"), { target: { value } });
    fireEvent.click(screen.getByRole("button", { name: "Find a gym" }));
  };

  it("shows a card for every gym but the default before any search", () => {
    renderFinder();
    const list = screen.getByRole("heading", { name: "Our gyms" }).nextElementSibling as HTMLElement;
    const names = within(list)
      .getAllByRole("heading")
      .map((h) => h.textContent);
    expect(names).toEqual([greenwich.name, welling.name]);
  });

  it("rejects an invalid postcode without a lookup", async () => {
    const fetcher = vi.fn();
    renderFinder(fetcher as unknown as typeof fetch);
    search("not a postcode");
    expect((await screen.findByRole("alert")).textContent).toBe(INVALID_POSTCODE);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("lists the gyms nearest first with miles, JOIN NOW, LEARN MORE and one map", async () => {
    const fetcher = vi.fn(async () =>
      Response.json({
        status: 200,
        result: { postcode: "SE10 9UW", latitude: greenwich.latitude, longitude: greenwich.longitude },
      }),
    );
    renderFinder(fetcher as unknown as typeof fetch);
    search("se10 9uw");
    await screen.findByRole("heading", { name: "Gyms near you" });
    expect(fetcher).toHaveBeenCalledWith("https://api.postcodes.io/postcodes/SE109UW");
    const items = screen.getAllByRole("listitem").filter((li) => li.parentElement?.tagName === "OL");
    expect(items.map((li) => within(li).getAllByRole("heading")[0]?.textContent)).toEqual([
      greenwich.name,
      welling.name,
    ]);
    expect(items[0]?.textContent).toContain("0.0 MILES");
    expect(items[1]?.textContent).toMatch(/\d+\.\d MILES/);
    expect(
      within(items[0] as HTMLElement)
        .getByRole("link", { name: /JOIN NOW/ })
        .getAttribute("href"),
    ).toBe(greenwich.signUpLink);
    expect(
      within(items[0] as HTMLElement)
        .getByRole("link", { name: /LEARN MORE/ })
        .getAttribute("href"),
    ).toBe(greenwich.pageLink);
    expect(screen.getAllByRole("button", { name: /Show map/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: "Clear results" }));
    expect(screen.getByRole("heading", { name: "Our gyms" })).toBeTruthy();
  });

  it("shows SPEC §8's message when the lookup fails", async () => {
    const fetcher = vi.fn(async () =>
      Response.json({ status: 404, error: "Invalid postcode" }, { status: 404 }),
    );
    renderFinder(fetcher as unknown as typeof fetch);
    search("ZZ1 1ZZ");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(FINDER_FAILURE));
  });

  it("uses the browser's location, and says so clearly when refused", async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({
        code: 1,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: "",
      } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
    renderFinder();
    fireEvent.click(screen.getByRole("button", { name: "Use my location" }));
    expect((await screen.findByRole("alert")).textContent).toBe(GEOLOCATION_MESSAGES.denied);

    getCurrentPosition.mockImplementation((ok: PositionCallback) =>
      ok({ coords: { latitude: welling.latitude, longitude: welling.longitude } } as GeolocationPosition),
    );
    fireEvent.click(screen.getByRole("button", { name: "Use my location" }));
    await screen.findByRole("heading", { name: "Gyms near you" });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
