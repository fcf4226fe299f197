import { PhoneLink } from "./PhoneLink";

/** A short line in place of a provider frame that failed; the phone number always works. */
export function FrameFallback({ what }: { what: string }) {
  return (
    <p role="status" className="text-steel">
      {what} could not be shown.
      <PhoneLink className="font-semibold text-ink underline">
        {(phone) => <> Please call us on {phone}.</>}
      </PhoneLink>
    </p>
  );
}
