/**
 * The shapes of a place's keys (decision 0029), shared by the editor's schema and the code that resolves a
 * path to a place. Client-safe and tiny.
 */

/** A place's address on the site: `/<slug>`, `/<slug>-signup`, `/<slug>/tour`. */
export const PLACE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A place's form name: the lead contract's gymName and its inbox's staff role. */
export const PLACE_FORM_NAME = /^[a-z0-9]+$/;

export type PlaceKind = "gym" | "studio";
export type PlaceStatus = "draft" | "open" | "closed";

export const SIGN_UP_SUFFIX = "-signup";
