import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { hydrationData, underRoot } from "#tests/gyms-router.tsx";

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** Renders a form at /start inside a router (the gyms as the root loader serves them) and shows where it goes. */
export function renderInRouter(ui: ReactNode) {
  const router = createMemoryRouter(
    underRoot([
      { path: "/start", element: ui },
      { path: "*", element: <WhereAmI /> },
    ]),
    { initialEntries: ["/start"], hydrationData },
  );
  return render(<RouterProvider router={router} />);
}
