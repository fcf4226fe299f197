// The server-side variables that the prerendered pages bake in, under the VITE_ names the browser reads.
export const DEFAULT_API_KEY = "novo-dev-public-key";

/** @param {Record<string, string | undefined>} env */
export function browserBuildEnv(env) {
  return {
    VITE_MEDIA_BASE_URL: (env.MEDIA_BASE_URL ?? "").replace(/\/+$/, ""),
    VITE_API_KEY: env.API_KEY || DEFAULT_API_KEY,
    VITE_API_BASE: (env.API_BASE_URL ?? "").replace(/\/+$/, ""),
    VITE_POSTCODES_API_URL: (env.POSTCODES_API_URL || "https://api.postcodes.io").replace(/\/+$/, ""),
    VITE_SITE_ORIGIN: (env.SITE_ORIGIN || "http://localhost:3000").replace(/\/+$/, ""),
  };
}
