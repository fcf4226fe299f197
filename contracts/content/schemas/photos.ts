/**
 * The owner's photos (issue 17 §5): each entry fills one photo slot of the media manifest (contracts/content/media.ts)
 * with an uploaded image and its alt text. The image is kept beside the entry (CONTENT_DIR/photos/<slug>/image.*)
 * and served in responsive sizes by server/media/uploads.ts. Decision 0019.
 */
import { collection, fields } from "@keystatic/core";
import { type ImageKey, imageEntry, media } from "#contracts/content/media.ts";
import { text } from "./fields";

/** Every image slot of the manifest (videos are not photos). */
export const photoSlots = (Object.keys(media) as (keyof typeof media)[]).filter(
  (key): key is ImageKey => media[key].kind === "image",
);

/**
 * Is this slot the place's (its key starts with the place's id)? Places are content, so the slot's place is
 * found from the place, never from a list here.
 */
export function isSlotOf(slot: string, placeId: string): boolean {
  return slot.startsWith(`${placeId}-`);
}

/** The slot as the owner knows it (the manifest's alt text), the key kept for support and its place's id. */
function slotLabel(slot: ImageKey): string {
  return `${imageEntry(slot).alt} (${slot})`;
}

/** The image formats the editor accepts (checked on the server by server/content/editor.ts). */
export const PHOTO_FORMATS = ["jpeg", "png", "webp", "avif"] as const;
/** The largest upload, in bytes: a phone's full-size photo fits. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Smallest and largest sides, in pixels: a thumbnail would look poor; a panorama beyond this is a mistake. */
export const PHOTO_MIN_SIDE = 320;
export const PHOTO_MAX_SIDE = 12000;
/**
 * The most pixels a photo may have: decoding one takes 4 bytes a pixel (160 MB here), so a 144 MP panorama
 * would take 576 MB for each size made of it. A phone's usual 12 MP photo fits, and so does a 24 MP one.
 */
export const PHOTO_MAX_PIXELS = 40_000_000;
export const ALT_MAX = 150;

export const photos = collection({
  label: "Photos",
  path: "photos/*",
  format: { data: "yaml" },
  slugField: "name",
  schema: {
    name: fields.slug({
      name: {
        label: "Name",
        description: "For you to find it again, e.g. gym floor, spring",
        validation: { length: { min: 1, max: 80 } },
      },
    }),
    slot: fields.select({
      label: "Where it shows",
      description: "The place on the site this photo fills; without a photo the brand artwork shows there",
      options: photoSlots.map((slot) => ({ label: slotLabel(slot), value: slot })),
      // The manifest has image slots (photos.test.ts): the first is the default.
      defaultValue: photoSlots[0] as ImageKey,
    }),
    image: fields.image({
      label: "Photo",
      description: `JPEG, PNG, WebP or AVIF, up to 15 MB and ${PHOTO_MAX_PIXELS / 1_000_000} megapixels, at least ${PHOTO_MIN_SIDE} pixels a side`,
      validation: { isRequired: true },
    }),
    alt: text({
      label: "Alt text",
      description: "What the photo shows, for people who cannot see it, e.g. Racks and benches by the window",
      validation: { length: { min: 3, max: ALT_MAX } },
    }),
  },
});
