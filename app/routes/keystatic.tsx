/**
 * The owner's content editor, Keystatic's admin UI (decision 0017). Its path is the library's own
 * (/keystatic, hard-coded by it). It renders in the browser only: the server answers the document with the
 * fallback below, after the staff session's guard. The admin and the schema are imported when the route
 * renders, so neither the server's bundle nor the route manifest that every public page loads carries them.
 */
import type { Config } from "@keystatic/core";
import { lazy, Suspense } from "react";
import { requireEditor } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/keystatic";

/** app/root.tsx renders it in a bare document: no site chrome, with the client scripts the admin needs. */
export const handle = { document: "editor" };

export const meta: Route.MetaFunction = () => [
  { title: "Content editor · Novo staff" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  return null;
}

export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

function Loading() {
  return (
    <main className="p-6">
      <h1 className="font-display text-2xl font-bold uppercase">Content editor</h1>
      <p>Loading the editor…</p>
    </main>
  );
}

export function HydrateFallback() {
  return <Loading />;
}

const Admin = lazy(async () => {
  const [{ Keystatic }, { contentConfig }] = await Promise.all([
    import("@keystatic/core/ui"),
    import("#contracts/content/keystatic.config.ts"),
  ]);
  // The admin takes the widened Config; the collections' own types are narrower (a variance the library's
  // own page factories cast away too).
  const config = contentConfig as unknown as Config;
  return { default: () => <Keystatic config={config} /> };
});

export default function KeystaticAdmin() {
  return (
    <Suspense fallback={<Loading />}>
      <Admin />
    </Suspense>
  );
}
