import { site } from "@core/site";
import type { SectionId } from "./section-link";

/**
 * The site's navigation, defined once: the header, the mobile drawer and the footer all read these
 * links, so a label always goes to the same place wherever it appears (Pricing used to go to
 * /#pricing from the header and /pricing from the footer).
 */
export type NavLink =
  /** A section of the landing page (SPEC 2.3): scrolls in place there, goes to / elsewhere. */
  | { label: string; section: SectionId }
  /** A page of this site. */
  | { label: string; to: string }
  /** Another site (the product app), opened in a new tab. */
  | { label: string; href: string; external: true };

export const navLinks = {
  features: { label: "Features", section: "features-grid" },
  pricing: { label: "Pricing", section: "pricing" },
  liveDemo: { label: "Live Demo", section: "demo-call-section" },
  questions: { label: "Questions?", to: "/support" },
  signIn: { label: "Sign In", href: site.appUrl, external: true },
  aboutUs: { label: "About Us", to: "/about-us" },
  blog: { label: "Blog", to: "/blog" },
  security: { label: "Security", to: "/security" },
  api: { label: "API", to: "/api" },
  support: { label: "Support", to: "/support" },
  contact: { label: "Contact", to: "/contact" },
  feedback: { label: "Feedback", to: "/support?context=feedback" },
  privacy: { label: "Privacy Policy", to: "/privacy-policy" },
  terms: { label: "Terms of Service", to: "/terms-of-service" },
  cookies: { label: "Cookie Policy", to: "/cookie-policy" },
} as const satisfies Record<string, NavLink>;

/** The header's section links (SPEC 2.3), shared by the desktop bar and the mobile drawer. */
export const sectionNavItems = [navLinks.features, navLinks.pricing, navLinks.liveDemo] as const;

/** The footer's link columns (SPEC 2.3); the industries and Contact Sales columns come from core/. */
export const footerColumns = {
  company: { heading: "Company", links: [navLinks.aboutUs, navLinks.blog] },
  product: {
    heading: "Product",
    links: [navLinks.features, navLinks.pricing, navLinks.security, navLinks.api],
  },
  resources: { heading: "Resources", links: [navLinks.support, navLinks.contact, navLinks.feedback] },
} as const satisfies Record<string, { heading: string; links: readonly NavLink[] }>;

/** The legal links under every footer, the minimal one included. */
export const legalNavItems = [navLinks.privacy, navLinks.terms, navLinks.cookies] as const;

/** Where a link goes, as the href it renders with: one answer per label, checked by a test. */
export function navHref(link: NavLink): string {
  if ("section" in link) return `/#${link.section}`;
  if ("to" in link) return link.to;
  return link.href;
}
