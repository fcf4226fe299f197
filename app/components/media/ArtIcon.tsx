import {
  Bike,
  Briefcase,
  DoorOpen,
  Droplets,
  Dumbbell,
  Flame,
  HeartPulse,
  type IconComponent,
  MapPin,
  Newspaper,
  Sparkles,
  Sun,
  Swords,
  Timer,
  Trophy,
  Users,
  UtensilsCrossed,
} from "#app/components/icons/index.tsx";
import type { ArtMotif } from "#contracts/content/media.ts";

const icons: Record<ArtMotif, IconComponent> = {
  dumbbell: Dumbbell,
  flame: Flame,
  droplets: Droplets,
  bike: Bike,
  boxing: Swords,
  heart: HeartPulse,
  map: MapPin,
  door: DoorOpen,
  meal: UtensilsCrossed,
  sun: Sun,
  news: Newspaper,
  team: Users,
  trophy: Trophy,
  briefcase: Briefcase,
  sparkles: Sparkles,
  timer: Timer,
};

export function ArtIcon({ motif, className }: { motif: ArtMotif; className?: string }) {
  const Icon = icons[motif];
  return <Icon aria-hidden="true" className={className} strokeWidth={1.25} />;
}
