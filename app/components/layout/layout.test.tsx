import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { brand } from "#app/content/brand.ts";
import { defaultGym, gymBySlug } from "#app/content/gyms.ts";
import { Footer } from "./Footer";
import { MobileMenu } from "./MobileMenu";
import { Navbar } from "./Navbar";
import { RouterErrorScreen } from "./RouterErrorScreen";

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            {element}
            <Link to="/retreat">elsewhere</Link>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("Footer", () => {
  it("shows the page's gym on a gym page and its sign-up page", () => {
    renderAt("/welling-signup", <Footer />);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(gymBySlug("welling").address);
    expect(within(footer).getByRole("link", { name: gymBySlug("welling").email })).toHaveAttribute(
      "href",
      `mailto:${gymBySlug("welling").email}`,
    );
  });

  it("shows the default gym elsewhere, the phone as a tel: link, every page and copyright 2025", () => {
    renderAt("/faq", <Footer />);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(defaultGym.address);
    expect(within(footer).getByRole("link", { name: brand.phone })).toHaveAttribute(
      "href",
      `tel:${brand.phoneE164}`,
    );
    expect(footer).toHaveTextContent("© 2025");
    const hrefs = within(footer)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    for (const path of ["/locations", "/greenwich", "/welling", "/novoarmory", "/offers", "/blog", "/faq"]) {
      expect(hrefs).toContain(path);
    }
  });

  it("links the Armory's own social account on Armory pages only", () => {
    renderAt("/novoarmory", <Footer />);
    expect(screen.getByRole("contentinfo")).toHaveTextContent(brand.social.armory.handle);
  });
  it("links the gyms' social account elsewhere", () => {
    renderAt("/", <Footer />);
    expect(screen.getByRole("contentinfo")).toHaveTextContent(brand.social.gyms.handle);
  });
});

describe("Navbar", () => {
  it("has the five links and the CONTACT and OUR OFFERS buttons", () => {
    renderAt("/", <Navbar />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["HOME", "GYM", "ARMORY", "RETREAT", "PREP"]);
    expect(screen.getByRole("link", { name: "CONTACT" })).toHaveAttribute("href", "/contacts");
    expect(screen.getByRole("link", { name: "OUR OFFERS" })).toHaveAttribute("href", "/offers");
  });
});

describe("MobileMenu", () => {
  it("opens, closes with its button and with Escape, and closes on navigation", async () => {
    const user = userEvent.setup();
    const router = renderAt("/", <MobileMenu />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(await screen.findByRole("dialog", { name: "Menu" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("link", { name: "PREP" }));
    expect(router.state.location.pathname).toBe("/meal-prep");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("RouterErrorScreen", () => {
  it("reads 'Unexpected Application Error!' followed by the message", () => {
    render(<RouterErrorScreen error={new Error("Boom")} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByText("Boom")).toBeInTheDocument();
  });
});
