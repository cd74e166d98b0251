import type { SectionId } from "./section-link";

/** The header's section links (SPEC 2.3), shared by the desktop bar and the mobile drawer. */
export const sectionNavItems: readonly { label: string; section: SectionId }[] = [
  { label: "Features", section: "features-grid" },
  { label: "Pricing", section: "pricing" },
  { label: "Live Demo", section: "demo-call-section" },
];
