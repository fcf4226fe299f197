import {
  ColumnHeads,
  Csrf,
  linkClass,
  londonDateTime,
  primaryButtonClass,
  secondaryButtonClass,
  tableClass,
  tdClass,
} from "#app/features/staff/controls.tsx";
import { requireStaff, staffContext } from "#app/features/staff/guard.server.ts";
import { StaffShell } from "#app/features/staff/StaffShell.tsx";
import { useGyms } from "#app/lib/use-gyms.ts";
import { tourStatusLabels } from "#contracts/staff.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/tours";

/** Each gym's tours for today and the coming days (issue 19), with the attended / no-show controls. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const marked = new URL(request.url).searchParams.get("marked") === "1";
  return { user, tours: await staffContext(context).tours(user.role), marked };
}

export default function ToursRoute({ loaderData }: Route.ComponentProps) {
  const { user, tours, marked } = loaderData;
  const gyms = useGyms();
  return (
    <StaffShell title="Tours" user={user} current="tours" notice={marked ? "Tour marked." : undefined}>
      {tours.length === 0 ? (
        <p>No tours booked from today on.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className={tableClass}>
            <caption className="mb-2 text-left font-semibold">Tours from today, soonest first</caption>
            <ColumnHeads names={["When", "Gym", "Visitor", "Status", "Mark"]} />
            <tbody>
              {tours.map((tour) => (
                <tr key={tour.id}>
                  <td className={tdClass}>{londonDateTime(tour.startsAt)}</td>
                  <td className={tdClass}>
                    {gyms.find((gym) => gym.formName === tour.gym)?.shortName ?? tour.gym}
                  </td>
                  <td className={tdClass}>
                    <a className={linkClass} href={staffUrls.submission(tour.submissionId)}>
                      {tour.name}
                    </a>
                    <br />
                    {tour.phone}
                  </td>
                  <td className={tdClass}>{tourStatusLabels[tour.status]}</td>
                  <td className={tdClass}>
                    {tour.status === "cancelled" ? null : (
                      <form
                        method="post"
                        action={staffUrls.markTour(tour.id)}
                        className="flex flex-wrap gap-2"
                      >
                        <Csrf user={user} />
                        <button
                          type="submit"
                          name="outcome"
                          value="attended"
                          className={primaryButtonClass}
                          aria-label={`Mark ${tour.name} attended`}
                        >
                          Attended
                        </button>
                        <button
                          type="submit"
                          name="outcome"
                          value="no-show"
                          className={secondaryButtonClass}
                          aria-label={`Mark ${tour.name} a no-show`}
                        >
                          No-show
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StaffShell>
  );
}
