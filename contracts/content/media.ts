/**
 * The media manifest: every photo and video slot on the site, with alt text and intrinsic size.
 * With MEDIA_BASE_URL set, `path` is loaded from that CDN; without it the Media component draws
 * the slot's art-directed artwork (motif, pattern, caption) at the same size. A photo the owner uploaded for a
 * slot (CONTENT_DIR/photos, decision 0019) comes first, with the page's loader data.
 */
export type ArtMotif =
  | "dumbbell"
  | "flame"
  | "droplets"
  | "bike"
  | "boxing"
  | "heart"
  | "map"
  | "door"
  | "meal"
  | "sun"
  | "news"
  | "team"
  | "trophy"
  | "briefcase"
  | "sparkles"
  | "timer";
export type ArtPattern = "diagonal" | "grid" | "dots" | "rings";
export type ArtTone = "ink" | "signal" | "chalk";

export interface ImageEntry {
  kind: "image";
  path: string;
  alt: string;
  width: number;
  height: number;
  art: { motif: ArtMotif; pattern: ArtPattern; tone: ArtTone; caption: string };
}

export interface VideoEntry {
  kind: "video";
  /** Path on MEDIA_BASE_URL; without it the bundled brand loop plays. */
  path: string;
  poster: string;
  width: number;
  height: number;
  label: string;
}

const image = (
  path: string,
  alt: string,
  motif: ArtMotif,
  caption: string,
  opts: { width?: number; height?: number; pattern?: ArtPattern; tone?: ArtTone } = {},
): ImageEntry => ({
  kind: "image",
  path,
  alt,
  width: opts.width ?? 1600,
  height: opts.height ?? 1067,
  art: { motif, pattern: opts.pattern ?? "diagonal", tone: opts.tone ?? "ink", caption },
});

export const media = {
  // Armory
  "armory-interior": image("armory/interior.jpg", "Inside the Armory studio", "boxing", "The Armory"),
  "armory-entry": image(
    "armory/entry.jpg",
    "The Armory entrance under the railway arch",
    "door",
    "Norman Road",
    {
      pattern: "grid",
    },
  ),
  "armory-map": image("armory/map.jpg", "Map of the area around the Armory", "map", "Greenwich SE10", {
    pattern: "dots",
  }),
  "armory-bags": image("armory/bags.jpg", "Heavy bags hanging along the Armory wall", "boxing", "Bag work"),
  "armory-rig": image("armory/rig.jpg", "The Armory conditioning rig", "dumbbell", "Conditioning", {
    pattern: "grid",
  }),
  "armory-spin": image("armory/spin.jpg", "Spin bikes lined up in the Armory studio", "bike", "Spin", {
    tone: "signal",
  }),
  "armory-floor": image("armory/floor.jpg", "Sprung matting on the Armory floor", "boxing", "Muay Thai", {
    pattern: "rings",
  }),
  "armory-coaching": image("armory/coaching.jpg", "A coach holding pads for a member", "team", "Coached", {
    pattern: "dots",
  }),
  "armory-changing": image(
    "armory/changing.jpg",
    "Armory changing room with lockers",
    "door",
    "Changing rooms",
    {
      tone: "chalk",
    },
  ),
  // Greenwich
  "greenwich-interior": image(
    "greenwich/interior.jpg",
    "The gym floor at Novo Greenwich",
    "dumbbell",
    "Greenwich",
  ),
  "greenwich-entry": image(
    "greenwich/entry.jpg",
    "The entrance of Novo Greenwich on Trafalgar Road",
    "door",
    "Trafalgar Road",
    {
      pattern: "grid",
    },
  ),
  "greenwich-map": image(
    "greenwich/map.jpg",
    "Map of the area around Novo Greenwich",
    "map",
    "Greenwich SE10",
    {
      pattern: "dots",
    },
  ),
  "greenwich-weights": image(
    "greenwich/weights.jpg",
    "Power racks and free weights at Novo Greenwich",
    "dumbbell",
    "Free weights",
  ),
  "greenwich-machines": image(
    "greenwich/machines.jpg",
    "Resistance machines at Novo Greenwich",
    "dumbbell",
    "Machines",
    {
      pattern: "grid",
    },
  ),
  "greenwich-cardio": image("greenwich/cardio.jpg", "The cardio floor at Novo Greenwich", "heart", "Cardio", {
    tone: "signal",
  }),
  "greenwich-functional": image(
    "greenwich/functional.jpg",
    "Turf and rig in the functional zone",
    "timer",
    "Functional",
    {
      pattern: "rings",
    },
  ),
  "greenwich-recovery": image(
    "greenwich/recovery.jpg",
    "The infra-red sauna in the recovery suite",
    "flame",
    "Recovery",
    {
      tone: "chalk",
    },
  ),
  "greenwich-changing": image(
    "greenwich/changing.jpg",
    "Changing rooms at Novo Greenwich",
    "door",
    "Changing rooms",
    {
      pattern: "dots",
    },
  ),
  // Welling
  "welling-interior": image("welling/interior.jpg", "The gym floor at Novo Welling", "dumbbell", "Welling"),
  "welling-entry": image(
    "welling/entry.jpg",
    "The entrance of Novo Welling on Bellegrove Road",
    "door",
    "Bellegrove Road",
    {
      pattern: "grid",
    },
  ),
  "welling-map": image("welling/map.jpg", "Map of the area around Novo Welling", "map", "Welling DA16", {
    pattern: "dots",
  }),
  "welling-weights": image(
    "welling/weights.jpg",
    "Racks and benches at Novo Welling",
    "dumbbell",
    "Free weights",
  ),
  "welling-machines": image(
    "welling/machines.jpg",
    "Resistance machines at Novo Welling",
    "dumbbell",
    "Machines",
    {
      pattern: "grid",
    },
  ),
  "welling-cardio": image(
    "welling/cardio.jpg",
    "Treadmills along the window at Novo Welling",
    "heart",
    "Cardio",
    {
      tone: "signal",
    },
  ),
  "welling-functional": image(
    "welling/functional.jpg",
    "The sled track in the functional area",
    "timer",
    "Functional",
    {
      pattern: "rings",
    },
  ),
  "welling-recovery": image(
    "welling/recovery.jpg",
    "The steam room at Novo Welling",
    "droplets",
    "Recovery",
    {
      tone: "chalk",
    },
  ),
  "welling-changing": image(
    "welling/changing.jpg",
    "Changing rooms at Novo Welling",
    "door",
    "Changing rooms",
    {
      pattern: "dots",
    },
  ),
  "welling-form-background": image(
    "welling/form-background.jpg",
    "Members training at Novo Welling",
    "dumbbell",
    "Welling",
    {
      pattern: "rings",
    },
  ),
  "form-background": image(
    "shared/form-background.jpg",
    "A member lifting at a Novo gym",
    "dumbbell",
    "Novo",
    {
      pattern: "diagonal",
    },
  ),
  // Services and editorial
  "service-gym": image("services/gym.jpg", "Free weights at a Novo gym", "dumbbell", "24/7 gyms"),
  "service-armory": image("services/armory.jpg", "A boxing class at the Armory", "boxing", "The Armory", {
    tone: "signal",
  }),
  "service-retreat": image(
    "services/retreat.jpg",
    "Sunrise training on a terrace in Cyprus",
    "sun",
    "Retreats",
    {
      pattern: "rings",
    },
  ),
  "service-prep": image("services/prep.jpg", "Prepared meals in containers", "meal", "Prep", {
    pattern: "grid",
  }),
  "recovery-steam": image("recovery/steam.jpg", "The steam room", "droplets", "Steam room", {
    tone: "chalk",
  }),
  "recovery-infrared": image("recovery/infrared.jpg", "The infra-red sauna", "flame", "Infra-red sauna"),
  "recovery-massage": image("recovery/massage.jpg", "Massage facilities", "sparkles", "Massage", {
    pattern: "dots",
  }),
  "press-hero": image("press/hero.jpg", "A coach and member on the gym floor", "news", "Press"),
  "franchise-hero": image("franchise/hero.jpg", "The Novo Greenwich gym floor", "briefcase", "Franchising"),
  "athletic-hero": image(
    "athletic/hero.jpg",
    "Novo Athletic players on the pitch",
    "trophy",
    "Novo Athletic",
    {
      tone: "signal",
    },
  ),
  "careers-hero": image("careers/hero.jpg", "Novo staff at the front desk", "team", "Join the team"),
  "retreat-hero": image("retreat/hero.jpg", "A terrace overlooking the sea in Cyprus", "sun", "Cyprus", {
    pattern: "rings",
  }),
  "prep-hero": image("prep/hero.jpg", "Meal prep containers ready for collection", "meal", "Prep", {
    pattern: "grid",
  }),
  // Hero videos
  "home-hero-video": {
    kind: "video",
    path: "video/home-hero.mp4",
    poster: "video/home-hero.jpg",
    width: 1280,
    height: 720,
    label: "Members training at a Novo gym",
  },
  "armory-hero-video": {
    kind: "video",
    path: "video/armory-hero.mp4",
    poster: "video/armory-hero.jpg",
    width: 1280,
    height: 720,
    label: "A class training at the Armory",
  },
} as const satisfies Record<string, ImageEntry | VideoEntry>;

export type MediaKey = keyof typeof media;
export type ImageKey = { [K in MediaKey]: (typeof media)[K] extends ImageEntry ? K : never }[MediaKey];
export type VideoKey = { [K in MediaKey]: (typeof media)[K] extends VideoEntry ? K : never }[MediaKey];

export function imageEntry(key: ImageKey): ImageEntry {
  return media[key] as ImageEntry;
}
export function videoEntry(key: VideoKey): VideoEntry {
  return media[key] as VideoEntry;
}

/** An uploaded photo as a page draws it (server/content/photos.ts makes these; the root loader sends them). */
export interface UploadedPhoto {
  /** `/media/uploads/<slug>-<hash>`; a variant adds `-<width>.<webp|avif>`. */
  stem: string;
  widths: number[];
  width: number;
  height: number;
  alt: string;
}
export type PhotoSlots = Partial<Record<ImageKey, UploadedPhoto>>;
