import { useEffect, useRef, useState } from "react";
import { FrameFallback } from "#app/components/ui/FrameFallback.tsx";
import { OptionalPart } from "#app/components/ui/OptionalPart.tsx";
import { PhoneLink } from "#app/components/ui/PhoneLink.tsx";
import type { SiteGym } from "#app/lib/use-gyms.ts";
import { providers } from "#contracts/content/brand.ts";
import { frameHeight, reportedHeight } from "./frame-height";

/** Optional to the page around it: if the frame fails, a short line with our number stands in. */
export function SignUpFrame({ gym }: { gym: SiteGym }) {
  return (
    <OptionalPart name="sign-up-frame" fallback={<FrameFallback what="The membership sign-up" />}>
      <MembershipFrame gym={gym} />
    </OptionalPart>
  );
}

/**
 * The gym-management provider's membership page for one gym (SPEC §2 sign-up pages). It resizes to the
 * height the frame reports, and (deviation 5) only believes messages from that very frame and origin.
 */
function MembershipFrame({ gym }: { gym: SiteGym }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [reported, setReported] = useState<number | null>(null);
  // The frame is created after the listener exists: a height the provider reports as soon as it loads
  // would otherwise be lost when the frame loads before the page has hydrated.
  const [listening, setListening] = useState(false);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== providers.membershipOrigin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const height = reportedHeight(event.data);
      if (height !== null) setReported(height);
    }
    window.addEventListener("message", onMessage);
    setListening(true);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  const height = frameHeight(reported);
  const url = providers.membershipUrl(gym.membershipBranch);
  return (
    <div>
      {listening ? (
        <iframe
          ref={frame}
          src={url}
          title={`${gym.name} membership sign-up`}
          height={height}
          className="block w-full border-0 bg-white"
          style={{ height }}
        />
      ) : (
        <div aria-hidden="true" className="w-full bg-white" style={{ height }} />
      )}
      <p className="mt-4 text-sm text-steel">
        Sign-up not showing?{" "}
        <a href={url} target="_blank" rel="noopener noreferrer" className="font-semibold text-ink underline">
          Open the {gym.name} sign-up page<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <PhoneLink className="font-semibold text-ink underline">
          {(phone) => <> or call us on {phone}</>}
        </PhoneLink>
        .
      </p>
    </div>
  );
}
