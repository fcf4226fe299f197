import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** Renders a form at /start inside a router and shows the path it navigates to. */
export function renderInRouter(ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={["/start"]}>
      <Routes>
        <Route path="/start" element={ui} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}
