/**
 * The blog's articles by slug: their short aliases (SPEC 2.2) and the previous/next chain.
 * The articles' words live in content/blog/<slug>.md.
 */
export interface ArticleLink {
  slug: string;
  /** The short slug that answers 301 to the full one, if the article has one. */
  alias?: string;
  previous?: string;
  next?: string;
}

const s = {
  fiveTrends: "5-ai-customer-service-trends-transforming-business-communications-2025",
  roi: "how-to-calculate-roi-of-ai-phone-system-2025",
  restaurantsPeak: "how-restaurants-handle-peak-hour-calls-with-ai-phone-systems-2025",
  evolution: "the-evolution-of-ai-voice-technology-business-phone-systems-2025",
  emergencies: "how-plumbers-electricians-handle-emergency-service-calls-with-ai-phone-systems-2025",
  sevenWays: "7-ways-ai-is-redefining-customer-experience-standards-business-phone-systems-2025",
  sixTrends: "6-ai-customer-service-trends-revolutionizing-phone-communications-2025",
  crmGuide: "integrating-your-ai-phone-system-with-popular-crms-complete-guide-2025",
  openTable: "how-restaurants-streamline-reservations-opentable-hostline-integration-2025",
  toast: "toast-pos-hostline-integration-restaurant-phone-orders-2025",
  serviceTitan: "servicetitan-hostline-integration-hvac-plumbing-efficiency-2025",
  housecallPro: "housecall-pro-hostline-integration-home-service-management-2025",
  fiveCrm: "5-crm-integrations-transform-ai-phone-system-performance-2025",
} as const;

export const articleSlugs = s;

/** In SPEC 2.2's order. Next links follow SPEC's chain; the rest form a sensible reading path. */
export const articleLinks: readonly ArticleLink[] = [
  { slug: s.fiveTrends, alias: "5-ai-customer-service-trends", previous: s.emergencies, next: s.roi },
  {
    slug: s.roi,
    alias: "how-to-calculate-roi-of-ai-phone-system",
    previous: s.fiveTrends,
    next: s.fiveTrends,
  },
  {
    slug: s.restaurantsPeak,
    alias: "how-restaurants-handle-peak-hour-calls-with-ai",
    previous: s.openTable,
    next: s.emergencies,
  },
  { slug: s.evolution, alias: "the-evolution-of-ai-voice-technology", previous: s.sixTrends },
  {
    slug: s.emergencies,
    alias: "how-plumbers-electricians-handle-emergency-service-calls-with-ai",
    previous: s.restaurantsPeak,
    next: s.fiveTrends,
  },
  {
    slug: s.sevenWays,
    alias: "7-ways-ai-is-redefining-customer-experience-standards",
    previous: s.evolution,
    next: s.sixTrends,
  },
  { slug: s.sixTrends, alias: "6-ai-customer-service-trends", previous: s.sevenWays, next: s.evolution },
  {
    slug: s.crmGuide,
    alias: "integrating-your-ai-phone-system-with-popular-crms",
    previous: s.housecallPro,
    next: s.fiveCrm,
  },
  { slug: s.openTable, previous: s.fiveCrm, next: s.toast },
  { slug: s.toast, previous: s.openTable, next: s.serviceTitan },
  { slug: s.serviceTitan, previous: s.toast, next: s.housecallPro },
  { slug: s.housecallPro, previous: s.serviceTitan, next: s.crmGuide },
  { slug: s.fiveCrm, previous: s.crmGuide, next: s.openTable },
];

/** The article the blog index features at the top. */
export const featuredArticleSlug = s.roi;

/** The blog's categories; an article may carry several (its front matter's `categories`). */
export const blogCategories = [
  { name: "Technology", slug: "technology" },
  { name: "Business", slug: "business" },
  { name: "Industry", slug: "industry" },
  { name: "Case Study", slug: "case-study" },
  { name: "Tutorial", slug: "tutorial" },
  { name: "Integration", slug: "integration" },
] as const;

export type BlogCategoryName = (typeof blogCategories)[number]["name"];

export function categoryPath(slug: string): string {
  return `/blog/category/${slug}`;
}

export function articlePath(slug: string): string {
  return `/blog-posts/${slug}`;
}
