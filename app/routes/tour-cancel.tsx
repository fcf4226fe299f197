import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { PageHero } from "#app/components/ui/PageHero.tsx";
import { Container } from "#app/components/ui/Section.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { gymOf } from "#contracts/content/gyms.server.ts";
import { slotLabel } from "#contracts/tour-labels.ts";
import type { Route } from "./+types/tour-cancel";

/**
 * A cancel link's page (issue 19). Opening the link changes nothing (mail scanners open links): the visitor
 * confirms with a post. The token is single-use; the page names no person.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const booking = (await context.tours?.cancellable(params.token)) ?? null;
  if (!booking) return data({ booking: null }, { status: 404 });
  const gym = await gymOf(context, (candidate) => candidate.formName === booking.gym);
  return {
    booking: {
      gymName: gym?.name ?? "Novo",
      tourLink: gym?.tourLink ?? "/locations",
      when: slotLabel(booking.slot),
    },
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  const booking = (await context.tours?.cancellable(params.token)) ?? null;
  const cancelled = booking ? ((await context.tours?.cancel(params.token)) ?? false) : false;
  if (!cancelled || !booking) return data({ cancelled: false, tourLink: "/locations" }, { status: 409 });
  const gym = await gymOf(context, (candidate) => candidate.formName === booking.gym);
  return { cancelled: true, tourLink: gym?.tourLink ?? "/locations" };
}

export const meta = () =>
  pageMeta({
    title: "Cancel your tour | Novo",
    description: "Cancel a booked tour.",
    path: "/tour/cancel",
    noindex: true,
  });

export default function TourCancelRoute() {
  const { booking } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <PageHero eyebrow="Tours" heading="Cancel your tour" />
      <section className="bg-chalk py-12 md:py-16">
        <Container>
          <div className="max-w-2xl text-lg" role={answer ? "status" : undefined}>
            {answer?.cancelled ? (
              <>
                <p className="font-semibold">Your tour is cancelled.</p>
                <p className="mt-3">
                  The team has been told.{" "}
                  <Link className="underline" to={answer.tourLink}>
                    Book another time
                  </Link>
                  .
                </p>
              </>
            ) : answer || !booking ? (
              <p>
                This link has already been used, or the tour has begun. To book again, choose a gym on our{" "}
                <Link className="underline" to="/locations">
                  locations page
                </Link>
                .
              </p>
            ) : (
              <>
                <p>
                  Your tour of {booking.gymName} on <strong>{booking.when}</strong>.
                </p>
                <Form method="post" className="mt-6 flex flex-wrap gap-3">
                  <button
                    type="submit"
                    className="min-h-12 bg-ink px-8 py-3 font-semibold tracking-wide text-paper uppercase focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink"
                  >
                    Cancel my tour
                  </button>
                  <Link to={booking.tourLink} className="inline-flex min-h-12 items-center px-4 underline">
                    Choose another time
                  </Link>
                </Form>
                <p className="mt-4 text-base text-steel">
                  To change the time, book the new one, then cancel this one.
                </p>
              </>
            )}
          </div>
        </Container>
      </section>
    </>
  );
}
