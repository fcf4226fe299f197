import { type ReactNode, useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { hydrationData, underRoot } from "./gyms";

/** A memory data router whose root serves the shipped gyms, as the app's root loader does (useGyms()). */
export function WithGyms({ children, path = "/" }: { children: ReactNode; path?: string }) {
  const [router] = useState(() =>
    createMemoryRouter(underRoot([{ path: "*", element: children }]), {
      initialEntries: [path],
      hydrationData,
    }),
  );
  return <RouterProvider router={router} />;
}
