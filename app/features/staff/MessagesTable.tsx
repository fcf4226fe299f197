import { ScrollBox } from "#app/components/ui/ScrollBox.tsx";
import type { OutboxSummary, StaffUser } from "#contracts/staff.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import {
  ColumnHeads,
  Csrf,
  linkClass,
  londonDateTime,
  secondaryButtonClass,
  tableClass,
  tdClass,
} from "./controls";

/** Outbox messages with their state; a dead one has a retry button. */
export function MessagesTable({
  messages,
  user,
  caption,
  linkSubmissions = false,
}: {
  messages: OutboxSummary[];
  user: StaffUser;
  caption: string;
  /** On the outbox page: each message links to its submission. */
  linkSubmissions?: boolean;
}) {
  return (
    <ScrollBox label={`${caption}: table`}>
      <table className={tableClass}>
        <caption className="mb-2 text-left text-sm text-steel">{caption}</caption>
        <ColumnHeads names={["Message", "Status", "Created", "Action"]} />
        <tbody>
          {messages.map((m) => (
            <tr key={m.id}>
              <th scope="row" className={`${tdClass} font-normal`}>
                #{m.id} {m.purpose} ({m.channel})
                {linkSubmissions && m.submissionId ? (
                  <a href={staffUrls.submission(m.submissionId)} className={`${linkClass} block`}>
                    Its submission
                  </a>
                ) : null}
              </th>
              <td className={tdClass}>
                {m.status}
                {m.attempts > 0 ? ` after ${m.attempts} attempt(s)` : ""}
                {m.lastError ? <span className="block break-all text-steel">{m.lastError}</span> : null}
              </td>
              <td className={tdClass}>{londonDateTime(m.createdAt)}</td>
              <td className={tdClass}>
                {m.status === "dead" ? (
                  <form method="post" action={staffUrls.retryMessage(m.id)}>
                    <Csrf user={user} />
                    <button type="submit" className={secondaryButtonClass}>
                      Retry #{m.id}
                    </button>
                  </form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
