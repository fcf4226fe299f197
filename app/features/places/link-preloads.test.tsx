import { fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { usePlaceLinkPreloads } from "./link-preloads";

const preloads = {
  "/greenwich": ["/assets/place-a.js", "/assets/GymView-c.js"],
  "/novoarmory": ["/assets/place-a.js", "/assets/StudioView-e.js"],
};

function Page() {
  usePlaceLinkPreloads(preloads);
  return (
    <>
      <a href="/greenwich">
        <span>Novo Greenwich</span>
      </a>
      <a href="/novoarmory">The Armory</a>
      <a href="/faq">FAQ</a>
      <a href="https://example.com/greenwich">Elsewhere</a>
    </>
  );
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
});

describe("a link to a place's page", () => {
  it("preloads that page's files when the visitor points at it (or at what it holds), once each", () => {
    const { getByText } = render(<Page />);
    expect(preloaded()).toEqual([]);
    fireEvent.pointerOver(getByText("Novo Greenwich"));
    fireEvent.pointerOver(getByText("Novo Greenwich"));
    expect(preloaded()).toEqual(["/assets/place-a.js", "/assets/GymView-c.js"]);
  });

  it("preloads on focus too, and only the linked place's view", () => {
    const { getByText } = render(<Page />);
    getByText("The Armory").focus();
    expect(preloaded()).toContain("/assets/StudioView-e.js");
    expect(preloaded()).not.toContain("/assets/GymView-c.js");
  });

  it("preloads nothing for a link elsewhere, on this site or another", () => {
    const { getByText } = render(<Page />);
    fireEvent.pointerOver(getByText("FAQ"));
    fireEvent.pointerOver(getByText("Elsewhere"));
    getByText("FAQ").focus();
    expect(preloaded()).toEqual([]);
  });
});
