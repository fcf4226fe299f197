import { Icon } from "#app/components/icons/Icon.tsx";
import type { IconName } from "#app/components/icons/names.ts";
import type { ArtMotif } from "#contracts/content/media.ts";

const icons: Record<ArtMotif, IconName> = {
  dumbbell: "dumbbell",
  flame: "flame",
  droplets: "droplets",
  bike: "bike",
  boxing: "swords",
  heart: "heart-pulse",
  map: "map-pin",
  door: "door-open",
  meal: "utensils-crossed",
  sun: "sun",
  news: "newspaper",
  team: "users",
  trophy: "trophy",
  briefcase: "briefcase",
  sparkles: "sparkles",
  timer: "timer",
};

export function ArtIcon({ motif, className }: { motif: ArtMotif; className?: string }) {
  return <Icon name={icons[motif]} aria-hidden="true" className={className} strokeWidth={1.25} />;
}
