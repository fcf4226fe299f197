import { requireManagement, staffContext } from "#app/features/staff/guard.server.ts";
import { StaffShell } from "#app/features/staff/StaffShell.tsx";
import { ReviewsUsagePanel } from "#app/features/staff-reviews/ReviewsUsage.tsx";
import type { Route } from "./+types/reviews";

/** Management's Google reviews bill (issue 45): the month's calls, the budget and the estimate in pounds. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireManagement(request, context);
  return { user, usage: await staffContext(context).reviewsUsage() };
}

export default function StaffReviewsRoute({ loaderData }: Route.ComponentProps) {
  const { user, usage } = loaderData;
  return (
    <StaffShell title="Google reviews" user={user} current="reviews">
      <ReviewsUsagePanel usage={usage} />
    </StaffShell>
  );
}
