import { industries } from "./industries";

/**
 * The site's screens (SPEC 2.1): the one route table. app/routes.ts turns it into React Router
 * routes, react-router.config.ts prerenders every path, and the sitemap lists the indexable ones.
 * Aliases are not here: they are redirects (core/redirects.ts).
 */
export interface Page {
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Route id; unique. */
  id: string;
  /** Listed in the sitemap and open to search engines. Private pages are `noindex`. */
  indexable: boolean;
  /** Landing pages scroll to their sections in place (SPEC 2.3, 2.5). */
  landing?: boolean;
  /** "minimal": a page for ad traffic, with only the logo and one call to action around it. */
  chrome?: "minimal";
}

export const pages: readonly Page[] = [
  { path: "/", file: "routes/home.tsx", id: "home", indexable: true, landing: true },
  // Same screen, canonical "/": SPEC 2.1 treats these as landing pages too.
  { path: "/home", file: "routes/home.tsx", id: "home-home", indexable: false, landing: true },
  { path: "/index", file: "routes/home.tsx", id: "home-index", indexable: false, landing: true },
  ...industries.map(
    (industry): Page => ({
      path: industry.path,
      file: "routes/industry.tsx",
      id: `industry-${industry.key}`,
      indexable: true,
      landing: true,
    }),
  ),
  // A design variant of the home page and an ad-traffic page: kept out of search results.
  {
    path: "/simple-gray-demo",
    file: "routes/simple-gray-demo.tsx",
    id: "simple-gray-demo",
    indexable: false,
  },
  { path: "/landing", file: "routes/landing.tsx", id: "landing", indexable: false, chrome: "minimal" },
  { path: "/pricing", file: "routes/pricing.tsx", id: "pricing", indexable: true },
  { path: "/about-us", file: "routes/about-us.tsx", id: "about-us", indexable: true },
  { path: "/blog", file: "routes/blog.tsx", id: "blog", indexable: true },
  { path: "/security", file: "routes/security.tsx", id: "security", indexable: true },
  { path: "/api", file: "routes/api-docs.tsx", id: "api-docs", indexable: true },
  { path: "/help-center", file: "routes/help-center.tsx", id: "help-center", indexable: true },
  { path: "/webinars", file: "routes/webinars.tsx", id: "webinars", indexable: true },
  { path: "/community", file: "routes/community.tsx", id: "community", indexable: true },
  { path: "/privacy-policy", file: "routes/legal.tsx", id: "privacy-policy", indexable: true },
  { path: "/terms-of-service", file: "routes/legal.tsx", id: "terms-of-service", indexable: true },
  { path: "/cookie-policy", file: "routes/legal.tsx", id: "cookie-policy", indexable: true },
  { path: "/support", file: "routes/support.tsx", id: "support", indexable: true },
  { path: "/contact", file: "routes/contact.tsx", id: "contact", indexable: true },
  { path: "/success", file: "routes/success.tsx", id: "success", indexable: false },
  {
    path: "/congratulations-welcome-aboard",
    file: "routes/welcome.tsx",
    id: "welcome",
    indexable: false,
  },
  { path: "/dashboard", file: "routes/dashboard.tsx", id: "dashboard", indexable: false },
];

/** Served with status 404 for every unknown path; rendered by the catch-all route. */
export const notFoundPath = "/404";

const landingPaths = new Set(pages.filter((page) => page.landing).map((page) => page.path));

/** Pages shown without the menu and the full footer. */
const minimalChromePaths = new Set(
  pages.filter((page) => page.chrome === "minimal").map((page) => page.path),
);
export function usesMinimalChrome(pathname: string): boolean {
  return minimalChromePaths.has(pathname.replace(/\/$/, "") || "/");
}

/** SPEC 2.3/2.5: "/", "/home", "/index" and the industry pages scroll to sections in place. */
export function isLandingPath(pathname: string): boolean {
  return landingPaths.has(pathname);
}
