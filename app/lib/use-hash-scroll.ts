import { useEffect } from "react";
import { useLocation } from "react-router";
import { SCROLL_DELAY_MS, scrollToSection } from "./scroll";

/** SPEC 2.5: a landing page scrolls smoothly to the element named in the URL hash after 100 ms. */
export function useHashScroll() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on each navigation (key).
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const timer = window.setTimeout(() => scrollToSection(id), SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key]);
}
