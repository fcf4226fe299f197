// The server-side variables that the prerendered pages bake in, under the VITE_ names the browser reads.
export const DEFAULT_API_KEY = "novo-dev-public-key";

/**
 * DAYPASS_OFFER_ENDS_ON, checked before it is baked into pages; "" leaves the date in app/content/brand.ts.
 * @param {string | undefined} value
 */
function dayPassOfferEndsOn(value) {
  if (!value) return "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new Error(
      `Invalid configuration: DAYPASS_OFFER_ENDS_ON must be a date as YYYY-MM-DD, not "${value}"`,
    );
  return value;
}

/** @param {Record<string, string | undefined>} env */
export function browserBuildEnv(env) {
  return {
    VITE_MEDIA_BASE_URL: (env.MEDIA_BASE_URL ?? "").replace(/\/+$/, ""),
    VITE_API_KEY: env.API_KEY || DEFAULT_API_KEY,
    VITE_API_BASE: (env.API_BASE_URL ?? "").replace(/\/+$/, ""),
    VITE_POSTCODES_API_URL: (env.POSTCODES_API_URL || "https://api.postcodes.io").replace(/\/+$/, ""),
    VITE_SITE_ORIGIN: (env.SITE_ORIGIN || "http://localhost:3000").replace(/\/+$/, ""),
    VITE_DAYPASS_OFFER_ENDS_ON: dayPassOfferEndsOn(env.DAYPASS_OFFER_ENDS_ON),
  };
}
