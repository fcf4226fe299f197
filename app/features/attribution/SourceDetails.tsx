/**
 * A lead's source on its staff page (issue 38): channel, campaign and landing page first, then whatever
 * else the landing URL and the referrer said. Every value is text React escapes; none becomes a link.
 */
import { channelLabels, type SubmissionSource } from "#contracts/channels.ts";

const details: [keyof SubmissionSource, string][] = [
  ["utm_source", "Source (utm_source)"],
  ["utm_medium", "Medium (utm_medium)"],
  ["utm_term", "Term (utm_term)"],
  ["utm_content", "Content (utm_content)"],
  ["referrer_host", "Referrer"],
  ["gclid", "Google click id"],
  ["gbraid", "Google click id (gbraid)"],
  ["wbraid", "Google click id (wbraid)"],
  ["fbclid", "Meta click id"],
];

export function SourceDetails({ source }: { source: SubmissionSource | null }) {
  if (!source)
    return (
      <>
        <dt className="font-semibold">Channel</dt>
        <dd>not known (received before sources were kept)</dd>
      </>
    );
  return (
    <>
      <dt className="font-semibold">Channel</dt>
      <dd>{channelLabels[source.channel]}</dd>
      <dt className="font-semibold">Campaign</dt>
      <dd className="break-all">{source.utm_campaign ?? "none"}</dd>
      <dt className="font-semibold">Landing page</dt>
      <dd className="break-all">{source.landing_path ?? "not known"}</dd>
      {details
        .filter(([key]) => source[key] !== null)
        .map(([key, label]) => (
          <div key={key} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-all">{source[key]}</dd>
          </div>
        ))}
    </>
  );
}
