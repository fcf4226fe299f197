import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { telHref } from "#contracts/content/company.ts";
import { hydrationData, underRoot } from "#tests/gyms-router.tsx";
import { shippedCompany, shippedGym } from "#tests/shipped.ts";
import { Footer } from "./Footer";
import { MOBILE_MENU_ID, MobileMenu, MobileMenuButton } from "./MobileMenu";
import { Navbar } from "./Navbar";
import { RouterErrorScreen } from "./RouterErrorScreen";

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    underRoot([
      {
        path: "*",
        element: (
          <>
            {element}
            <Link to="/retreat">elsewhere</Link>
          </>
        ),
      },
    ]),
    { initialEntries: [path], hydrationData },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("Footer", () => {
  it("shows the page's gym on a gym page and its sign-up page", () => {
    renderAt("/welling-signup", <Footer />);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(shippedGym("welling").address);
    expect(within(footer).getByRole("link", { name: shippedGym("welling").email })).toHaveAttribute(
      "href",
      `mailto:${shippedGym("welling").email}`,
    );
  });

  it("shows the default gym elsewhere, the phone as a tel: link, every page and copyright 2025", () => {
    renderAt("/faq", <Footer />);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(shippedGym("armory").address);
    expect(within(footer).getByRole("link", { name: shippedCompany.phone })).toHaveAttribute(
      "href",
      telHref(shippedCompany.phone),
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
    expect(screen.getByRole("contentinfo")).toHaveTextContent(shippedCompany.social.armory.handle);
  });
  it("links the gyms' social account elsewhere", () => {
    renderAt("/", <Footer />);
    expect(screen.getByRole("contentinfo")).toHaveTextContent(shippedCompany.social.gyms.handle);
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
    // The bar's buttons and the mobile menu's (a popover jsdom does not hide).
    for (const link of screen.getAllByRole("link", { name: "CONTACT" })) {
      expect(link).toHaveAttribute("href", "/contacts");
    }
    for (const link of screen.getAllByRole("link", { name: "OUR OFFERS" })) {
      expect(link).toHaveAttribute("href", "/offers");
    }
  });
});

describe("MobileMenu", () => {
  // The browser opens and closes the menu (popover); tests/e2e/layout.spec.ts checks that in a real browser.
  it("is a popover the button opens and the close button hides, holding the mobile navigation", () => {
    renderAt(
      "/",
      <>
        <MobileMenuButton />
        <MobileMenu />
      </>,
    );
    const open = screen.getByRole("button", { name: "Open menu" });
    const menu = document.getElementById(MOBILE_MENU_ID);
    expect(menu).toHaveAttribute("popover", "auto");
    expect(menu).toHaveAttribute("role", "dialog");
    expect(menu).toHaveAttribute("aria-label", "Menu");
    expect(open).toHaveAttribute("popovertarget", MOBILE_MENU_ID);
    const close = within(menu as HTMLElement).getByRole("button", { name: "Close menu", hidden: true });
    expect(close).toHaveAttribute("popovertarget", MOBILE_MENU_ID);
    expect(close).toHaveAttribute("popovertargetaction", "hide");
    expect(
      within(menu as HTMLElement)
        .getAllByRole("link", { hidden: true })
        .map((a) => a.textContent),
    ).toEqual(["HOME", "GYM", "ARMORY", "RETREAT", "PREP", "CONTACT", "OUR OFFERS", shippedCompany.phone]);
  });
});

describe("RouterErrorScreen", () => {
  it("reads 'Unexpected Application Error!' followed by the message", () => {
    render(<RouterErrorScreen error={new Error("Boom")} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByText("Boom")).toBeInTheDocument();
  });
});
