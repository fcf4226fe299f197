import { type ImageKey, type MediaKey, media } from "#contracts/content/media.ts";

/** Gym content names its photos as media keys; the photo slots need image keys (never a video). */
export function imageKey(key: MediaKey): ImageKey {
  if (media[key].kind !== "image") throw new Error(`${key} is not an image`);
  return key as ImageKey;
}
