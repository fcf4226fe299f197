/** The browser's configuration, fixed at build time (see config/env.ts browserBuildEnv). Nothing else reads env. */
export const config = {
  mediaBaseUrl: import.meta.env.VITE_MEDIA_BASE_URL as string,
  apiKey: import.meta.env.VITE_API_KEY as string,
  apiBase: import.meta.env.VITE_API_BASE as string,
  postcodesApiUrl: import.meta.env.VITE_POSTCODES_API_URL as string,
  siteOrigin: import.meta.env.VITE_SITE_ORIGIN as string,
  /** DAYPASS_OFFER_ENDS_ON (YYYY-MM-DD), or "" for the date in app/content/brand.ts. */
  dayPassOfferEndsOn: import.meta.env.VITE_DAYPASS_OFFER_ENDS_ON as string,
} as const;
