/**
 * The few build-time values that may reach the browser. Vite replaces the __NAME__ constants at
 * build time (see vite.config.ts); the Node server, which is not bundled, reads process.env.
 * Nothing secret belongs here.
 */
declare const __SITE_URL__: string | undefined;
declare const __APP_URL__: string | undefined;
declare const __WELCOME_VIDEO_URL__: string | undefined;
declare const __PRODUCT_API_URL__: string | undefined;
declare const __BUILD_YEAR__: number | undefined;

const fromProcess = (name: string): string | undefined =>
  typeof process !== "undefined" ? process.env?.[name] || undefined : undefined;

export const defaultSiteUrl = "https://hostline.example";
export const defaultAppUrl = "https://app.hostline.example";
/** The product's public API: its own origin, not this website (which answers 404 under /api/v1). */
export const defaultProductApiUrl = "https://api.hostline.example";

function stripSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

export const publicEnv = {
  /** The year the pages were built (the server and tests: this year). */
  buildYear:
    typeof __BUILD_YEAR__ !== "undefined" && __BUILD_YEAR__ ? __BUILD_YEAR__ : new Date().getUTCFullYear(),
  siteUrl: stripSlash(
    (typeof __SITE_URL__ !== "undefined" && __SITE_URL__) || fromProcess("SITE_URL") || defaultSiteUrl,
  ),
  appUrl: stripSlash(
    (typeof __APP_URL__ !== "undefined" && __APP_URL__) || fromProcess("APP_URL") || defaultAppUrl,
  ),
  /** The origin of the product API that /api documents (PRODUCT_API_URL). */
  productApiUrl: stripSlash(
    (typeof __PRODUCT_API_URL__ !== "undefined" && __PRODUCT_API_URL__) ||
      fromProcess("PRODUCT_API_URL") ||
      defaultProductApiUrl,
  ),
  /** The welcome page's setup-guide video (a YouTube or Vimeo embed URL); unset: the steps in writing. */
  welcomeVideoUrl:
    (typeof __WELCOME_VIDEO_URL__ !== "undefined" && __WELCOME_VIDEO_URL__) ||
    fromProcess("WELCOME_VIDEO_URL") ||
    undefined,
} as const;
