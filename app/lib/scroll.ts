/** SPEC 2.3 and 9: the sticky header's height, left above a section scrolled into view. */
export const HEADER_OFFSET = 64;
/** SPEC 9: delay before scrolling after navigating to a landing page, or to the top after a menu link. */
export const SCROLL_DELAY_MS = 100;

/** The window scroll position that puts an element's top edge just below the sticky header. */
export function sectionScrollTop(elementTop: number, currentScrollY: number): number {
  return Math.max(0, Math.round(elementTop + currentScrollY - HEADER_OFFSET));
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** Scrolls smoothly to the element with `id`, leaving room for the header. False if it's absent. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  window.scrollTo({
    top: sectionScrollTop(element.getBoundingClientRect().top, window.scrollY),
    behavior: prefersReducedMotion() ? "auto" : "smooth",
  });
  return true;
}

/** Scrolls to the top after SPEC's 100 ms, as the menu links do. */
export function scrollToTopSoon(): void {
  window.setTimeout(() => window.scrollTo({ top: 0, behavior: "auto" }), SCROLL_DELAY_MS);
}
