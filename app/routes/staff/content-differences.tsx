/**
 * Differences from the ship (/staff/content/differences), management's: the entries the owner changed whose
 * shipped version a later deploy changed too (issue 31's deploy rule). The owner's version stays live; this
 * lists each, when the ship's version arrived, who saved the owner's, and the two versions line by line, so
 * management can keep the owner's or make the ship's change again in the editor.
 */
import { linkClass, londonDateTime } from "#app/features/staff/controls.tsx";
import { requireManagement, staffContext } from "#app/features/staff/guard.server.ts";
import { StaffShell } from "#app/features/staff/StaffShell.tsx";
import type { ContentDifferenceView, DiffLine } from "#contracts/staff.ts";
import { editorUrls, staffUrls } from "#contracts/staff-urls.ts";
import type { Route } from "./+types/content-differences";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireManagement(request, context);
  const differences = await staffContext(context).contentDifferences();
  return { user, differences };
}

const marks: Record<DiffLine["kind"], string> = { same: "  ", removed: "- ", added: "+ " };

function Lines({ lines }: { lines: DiffLine[] }) {
  return (
    <pre className="max-w-full overflow-x-auto border border-mist bg-chalk p-2 text-xs leading-5">
      {lines.map((line, index) => {
        const text = `${marks[line.kind]}${line.text}\n`;
        // <del> and <ins> say which version a line is from to assistive technology as well as by colour.
        if (line.kind === "removed")
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a diff's lines are positional and never reordered
            <del key={index} className="block bg-[#ffe3e3] text-ink no-underline">
              {text}
            </del>
          );
        if (line.kind === "added")
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a diff's lines are positional and never reordered
            <ins key={index} className="block bg-[#dcf5dc] text-ink no-underline">
              {text}
            </ins>
          );
        // biome-ignore lint/suspicious/noArrayIndexKey: a diff's lines are positional and never reordered
        return <span key={index}>{text}</span>;
      })}
    </pre>
  );
}

function kb(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function Summary({ difference }: { difference: ContentDifferenceView }) {
  if (difference.ownerBytes === null)
    return <p className="mb-2">The owner deleted this file; the ship still has it. It stays deleted.</p>;
  if (difference.shippedBytes === null)
    return <p className="mb-2">The ship no longer has this file; the owner's version stays live.</p>;
  if (!difference.text)
    return (
      <p className="mb-2">
        {`A photo or other file that is not text: the ship's is ${kb(difference.shippedBytes)}, the owner's ${kb(difference.ownerBytes)}.`}
      </p>
    );
  return null;
}

export default function ContentDifferencesRoute({ loaderData }: Route.ComponentProps) {
  const { user, differences } = loaderData;
  return (
    <StaffShell title="Differences from the ship" user={user} current="content">
      <p className="mb-4 max-w-prose">
        A deploy brings the developers' version of the content. An entry the owner changed keeps the owner's
        version on the site, and is listed here when the deploy's version differs from it. Lines starting with{" "}
        <code>-</code> are only in the deploy's version; lines starting with <code>+</code> are only in the
        owner's. To take the deploy's change, make it in the{" "}
        <a href={editorUrls.admin} className={linkClass}>
          editor
        </a>
        .
      </p>
      <p className="mb-8">
        <a href={staffUrls.content} className={linkClass}>
          Back to Content
        </a>
      </p>
      {differences.length === 0 ? (
        <p>No differences: every entry the owner changed matches the ship, or the ship never changed it.</p>
      ) : (
        differences.map((difference) => (
          <section key={difference.path} className="mb-10" aria-labelledby={`difference-${difference.path}`}>
            <h2
              id={`difference-${difference.path}`}
              className="mb-2 font-display text-2xl font-bold uppercase break-all"
            >
              {difference.entry}
            </h2>
            <dl className="mb-3 grid max-w-prose grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold">File</dt>
              <dd className="break-all">{difference.path}</dd>
              <dt className="font-semibold">Ship changed it</dt>
              <dd>{londonDateTime(difference.noticedAt)}</dd>
              <dt className="font-semibold">Owner's version</dt>
              <dd className="break-all">
                {difference.ownerChangedAt
                  ? `saved ${londonDateTime(difference.ownerChangedAt)}${difference.ownerChangedBy ? ` by ${difference.ownerChangedBy}` : ""}`
                  : "unknown"}
              </dd>
            </dl>
            <Summary difference={difference} />
            {difference.text && difference.lines.length > 0 ? (
              <>
                <h3 className="mb-1 text-sm font-semibold uppercase tracking-wide">
                  From the deploy's version to the owner's
                </h3>
                <Lines lines={difference.lines} />
                <details className="mt-2">
                  <summary className={linkClass}>Both versions in full</summary>
                  <h3 className="mt-2 text-sm font-semibold">The deploy's version</h3>
                  <pre className="max-w-full overflow-x-auto text-xs">
                    {difference.shippedVersion ?? "(none)"}
                  </pre>
                  <h3 className="mt-2 text-sm font-semibold">The owner's version (live)</h3>
                  <pre className="max-w-full overflow-x-auto text-xs">
                    {difference.ownerVersion ?? "(none)"}
                  </pre>
                </details>
              </>
            ) : null}
          </section>
        ))
      )}
    </StaffShell>
  );
}
