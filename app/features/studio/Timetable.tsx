import { FrameFallback } from "#app/components/ui/FrameFallback.tsx";
import { OptionalPart } from "#app/components/ui/OptionalPart.tsx";
import { providers } from "#contracts/content/brand.ts";
import type { GymLocation } from "#contracts/content/gym-location.ts";

/** SPEC §9: the booking provider's timetable frame is 1350 px high. */
export const TIMETABLE_HEIGHT = 1350;

/** The class timetable from the booking provider. It loads at once: the visitor came to book (deviation 6). */
export function Timetable({ gym }: { gym: GymLocation }) {
  return (
    <OptionalPart name="timetable" fallback={<FrameFallback what="The class timetable" />}>
      <TimetableFrame gym={gym} />
    </OptionalPart>
  );
}

function TimetableFrame({ gym }: { gym: GymLocation }) {
  return (
    <iframe
      src={providers.timetableUrl(gym.glofoxId)}
      title={`${gym.name} class timetable`}
      height={TIMETABLE_HEIGHT}
      style={{ height: TIMETABLE_HEIGHT }}
      className="block w-full border-2 border-ink bg-white"
    />
  );
}
