/**
 * Management's banner (issue 43): the site's open incidents, as the signed-in layout's loader read them
 * (routes/staff/signed-in.tsx), in the words the owner's alert uses (contracts/ops.ts). Server-rendered like
 * the rest of the staff area: no client script.
 */
import { useRouteLoaderData } from "react-router";
import { incidentSentence } from "#contracts/ops.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import { linkClass } from "./controls";
import type { SignedInData } from "./signed-in-data";

export const SIGNED_IN_ROUTE_ID = "routes/staff/signed-in";

export function IncidentBanner() {
  const data = useRouteLoaderData<SignedInData>(SIGNED_IN_ROUTE_ID);
  const incidents = data?.incidents ?? [];
  if (incidents.length === 0) return null;
  const now = new Date(data?.at ?? Date.now());
  return (
    <div className="mb-4 border-l-4 border-danger bg-chalk px-3 py-2" data-incidents="">
      <p className="font-semibold">The site needs attention:</p>
      <ul className="list-disc pl-5">
        {incidents.map((incident) => (
          <li key={incident.kind}>{incidentSentence(incident, now)}</li>
        ))}
      </ul>
      <p className="mt-1 text-sm">
        Messages waiting or given up are in the{" "}
        <a className={linkClass} href={staffUrls.outbox}>
          Outbox
        </a>
        .
      </p>
    </div>
  );
}
