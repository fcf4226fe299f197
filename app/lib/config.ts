/** The browser's configuration, fixed at build time (see config/env.ts browserBuildEnv). Nothing else reads env. */
export const config = {
  mediaBaseUrl: import.meta.env.VITE_MEDIA_BASE_URL as string,
  apiKey: import.meta.env.VITE_API_KEY as string,
  apiBase: import.meta.env.VITE_API_BASE as string,
  postcodesApiUrl: import.meta.env.VITE_POSTCODES_API_URL as string,
  siteOrigin: import.meta.env.VITE_SITE_ORIGIN as string,
} as const;
