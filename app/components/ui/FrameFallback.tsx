import { brand } from "#app/content/brand.ts";

/** A short line in place of a provider frame that failed; the phone number always works. */
export function FrameFallback({ what }: { what: string }) {
  return (
    <p role="status" className="text-steel">
      {what} could not be shown. Please call us on{" "}
      <a href={`tel:${brand.phoneE164}`} className="font-semibold text-ink underline">
        {brand.phone}
      </a>
      .
    </p>
  );
}
