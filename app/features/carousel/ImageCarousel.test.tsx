import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { shippedGym } from "#tests/shipped.ts";
import { ImageCarousel } from "./ImageCarousel";
import { CAROUSEL_LOCK_MS, useStepCarousel } from "./use-step-carousel";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const images = shippedGym("greenwich").imageCarousel;

function position() {
  return screen.getByText((_, el) => el?.tagName === "P" && /Image/.test(el.textContent ?? "")).textContent;
}

describe("ImageCarousel", () => {
  it("starts at the first image with previous disabled", () => {
    render(<ImageCarousel label="Gym images" images={images} />);
    expect(screen.getByRole("button", { name: "Previous image" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Next image" })).toHaveProperty("disabled", false);
    expect(position()).toContain("01");
  });

  it("locks moves for 500 ms and disables next at the last image", () => {
    render(<ImageCarousel label="Gym images" images={images} />);
    const next = screen.getByRole("button", { name: "Next image" });
    fireEvent.click(next);
    expect(position()).toContain("02");
    // Locked: a second click inside 500 ms does nothing.
    fireEvent.click(next);
    expect(position()).toContain("02");
    act(() => vi.advanceTimersByTime(CAROUSEL_LOCK_MS));
    for (let i = 2; i < images.length; i++) {
      fireEvent.click(next);
      act(() => vi.advanceTimersByTime(CAROUSEL_LOCK_MS));
    }
    expect(position()).toContain(String(images.length).padStart(2, "0"));
    expect(next).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Previous image" })).toHaveProperty("disabled", false);
  });

  it("shows one image at a time to assistive technology", () => {
    render(<ImageCarousel label="Gym images" images={images} />);
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });

  it("keeps a keyboard stop on the scrollable strip once its links give way to the buttons", () => {
    render(<ImageCarousel label="Gym images" images={images} />);
    expect(screen.getByRole("list")).toHaveProperty("tabIndex", 0);
  });
});

describe("useStepCarousel", () => {
  it("moves in steps with group dots and stays within bounds", () => {
    const { result } = renderHook(() => useStepCarousel({ count: 5, step: 2, perView: 2 }));
    expect(result.current.groupCount).toBe(3);
    act(() => result.current.prev());
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    expect(result.current.index).toBe(2);
    expect(result.current.moving).toBe(true);
    act(() => vi.advanceTimersByTime(CAROUSEL_LOCK_MS));
    expect(result.current.moving).toBe(false);
    act(() => result.current.next());
    // Clamped so the last slide fills the view.
    expect(result.current.index).toBe(3);
    expect(result.current.group).toBe(2);
    expect(result.current.canNext).toBe(false);
    act(() => vi.advanceTimersByTime(CAROUSEL_LOCK_MS));
    act(() => result.current.goToGroup(0));
    expect(result.current.index).toBe(0);
    expect(result.current.canPrev).toBe(false);
  });

  it("ignores moves while locked, even two in one tick", () => {
    const { result } = renderHook(() => useStepCarousel({ count: 4 }));
    act(() => {
      result.current.next();
      result.current.next();
    });
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(CAROUSEL_LOCK_MS - 1));
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    act(() => result.current.next());
    expect(result.current.index).toBe(2);
  });
});

describe("ImageCarousel before JavaScript", () => {
  it("is a strip of slides, each linking Previous and Next to its neighbours, none at either end", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<ImageCarousel label="Gym images" images={images} />);
    const slides = [...host.querySelectorAll("li")];
    expect(slides).toHaveLength(images.length);
    expect(host.querySelectorAll("button")).toHaveLength(0);
    const links = (i: number) =>
      [...(slides[i]?.querySelectorAll("a") ?? [])].map((a) => [
        a.getAttribute("aria-label"),
        a.getAttribute("href"),
      ]);
    expect(links(0)).toEqual([["Next image", "#gym-images-2"]]);
    expect(links(1)).toEqual([
      ["Previous image", "#gym-images-1"],
      ["Next image", "#gym-images-3"],
    ]);
    expect(links(images.length - 1)).toEqual([["Previous image", `#gym-images-${images.length - 1}`]]);
    expect(slides[1]?.id).toBe("gym-images-2");
  });
});
