/** The welcome page's click-to-load setup video may come from these players (app/components/trial/setup-video.tsx). */
const videoFrames = [
  "https://www.youtube.com",
  "https://youtube.com",
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
];
/** Stripe.js and its card element, allowed only when Stripe payments are configured. */
const stripe = {
  script: "https://js.stripe.com",
  frames: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: "https://api.stripe.com",
};

/**
 * The Content-Security-Policy of the site's pages: scripts only from our own origin plus the
 * exact inline scripts of that page, by hash. No 'unsafe-inline' for scripts. With Stripe on,
 * Stripe.js may load its script, frames and API calls.
 */
export function pageCsp(scriptHashes: readonly string[], options: { stripe?: boolean } = {}): string {
  const withStripe = options.stripe === true;
  return [
    "default-src 'self'",
    ["script-src 'self'", withStripe && stripe.script, ...scriptHashes].filter(Boolean).join(" "),
    // Radix positions popovers and Sonner injects its stylesheet at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", withStripe && stripe.connect].filter(Boolean).join(" "),
    ["frame-src 'self'", ...videoFrames, ...(withStripe ? stripe.frames : [])].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** API answers and other non-page responses may load nothing at all. */
export const apiCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
