/**
 * Management's preview of a place's page (decision 0030), a draft's included, as visitors will see it once
 * it is open. Under /staff because the session's cookie is sent only there; never cached or indexed
 * (server/pages: the staff paths render with the request's own session).
 */

import { notFound, placeViewData } from "#app/features/places/place-page.server.ts";
import { PlaceView } from "#app/features/places/place-view.tsx";
import { requireManagement } from "#app/features/staff/guard.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { allGymsOf } from "#contracts/content/gyms.server.ts";
import { contentOf } from "#contracts/content/snapshot.ts";
import type { Route } from "./+types/place-preview";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireManagement(request, context);
  const place = (await allGymsOf(context)).find((candidate) => candidate.id === params.id);
  if (!place) throw notFound();
  return placeViewData(context, await contentOf(context), place, "page");
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        title: `Preview: ${loaderData.page.title}`,
        description: loaderData.page.description,
        path: loaderData.page.path,
        noindex: true,
      })
    : [];

const statusLabel = { draft: "draft, not published", open: "open", closed: "closed" } as const;

export default function PlacePreviewRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <p role="status" className="bg-signal px-5 py-3 text-center font-semibold text-ink">
        Preview of {loaderData.gym.name} ({statusLabel[loaderData.gym.status]}): visitors see this page at{" "}
        {loaderData.page.path} while it is open.
      </p>
      <PlaceView data={loaderData} />
    </>
  );
}
