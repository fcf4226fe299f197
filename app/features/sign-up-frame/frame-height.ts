/** SPEC §2 and §9: the membership frame is never shorter than 500 px and gets 20 px of padding. */
export const MIN_FRAME_HEIGHT = 500;
export const FRAME_PADDING = 20;

/** The frame height for a reported content height (none reported yet: the minimum). */
export function frameHeight(reported: number | null): number {
  if (reported === null || !Number.isFinite(reported)) return MIN_FRAME_HEIGHT;
  // The padded height when it is above the minimum, else the minimum.
  return Math.max(reported + FRAME_PADDING, MIN_FRAME_HEIGHT);
}

/** The height a message carries: `{ height }` as a number or numeric string, or the same as JSON text. */
export function reportedHeight(data: unknown): number | null {
  let value: unknown = data;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null || !("height" in value)) return null;
  const height = Number((value as { height: unknown }).height);
  return Number.isFinite(height) && height >= 0 ? height : null;
}
