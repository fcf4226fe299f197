/**
 * The owner's content editor, Keystatic's admin UI (decision 0017). Its path is the library's own
 * (/keystatic, hard-coded by it). It renders in the browser only: the server answers the document with the
 * fallback below, after the staff session's guard, and loads the admin's chunk on this route alone.
 */
import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import { contentConfig } from "#app/content/keystatic.config.ts";
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

export function HydrateFallback() {
  return (
    <main className="p-6">
      <h1 className="font-display text-2xl font-bold uppercase">Content editor</h1>
      <p>Loading the editor…</p>
    </main>
  );
}

// The admin takes the widened Config; the collections' own types are narrower (a variance the library's
// own page factories cast away too).
const adminConfig = contentConfig as unknown as Config;

export default function KeystaticAdmin() {
  return <Keystatic config={adminConfig} />;
}
