import type { SectionId } from "./section-link";

/**
 * The header's section links (SPEC 2.3), shared by the desktop bar, the mobile drawer and the
 * footer's Product column: one definition, so "Pricing" goes to the same place everywhere.
 */
export const sectionNavItems: readonly { label: string; section: SectionId }[] = [
  { label: "Features", section: "features-grid" },
  { label: "Pricing", section: "pricing" },
  { label: "Live Demo", section: "demo-call-section" },
];

/** The section links the footer's Product column shows: the header's, but the live demo. */
export const footerSectionItems = sectionNavItems.filter((item) => item.section !== "demo-call-section");
