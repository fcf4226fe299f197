import { requireStaff, staffContext } from "#app/features/staff/guard.server.ts";
import { MessagesTable } from "#app/features/staff/MessagesTable.tsx";
import { StaffShell } from "#app/features/staff/StaffShell.tsx";
import type { Route } from "./+types/outbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const retried = Number(new URL(request.url).searchParams.get("retried"));
  const messages = await staffContext(context).outbox(user.role);
  return { user, messages, retried: Number.isSafeInteger(retried) && retried > 0 ? retried : null };
}

export default function OutboxRoute({ loaderData }: Route.ComponentProps) {
  const { user, messages, retried } = loaderData;
  return (
    <StaffShell
      title="Outbox"
      user={user}
      current="outbox"
      notice={retried ? `Message #${retried} will be sent again.` : undefined}
    >
      <p className="mb-4 max-w-prose">
        The most recent messages, newest first. A dead message gave up after its retries; retry sends it
        again.
      </p>
      <MessagesTable messages={messages} user={user} caption="Messages, newest first" linkSubmissions />
    </StaffShell>
  );
}
