import { isLandingPath } from "@core/pages";
import { Link, useLocation, useNavigate } from "react-router";
import { scrollToSection } from "~/lib/scroll";

export type SectionId = "features-grid" | "pricing" | "demo-call-section";

/**
 * A link to a section of the landing page (SPEC 2.3). On a landing page it scrolls there smoothly,
 * leaving 64 px for the header; elsewhere it goes to the home page, which scrolls to the hash
 * after 100 ms. Works as a plain link without JavaScript.
 */
export function useSectionNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  return (section: SectionId, event?: React.MouseEvent) => {
    if (event && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) return;
    event?.preventDefault();
    if (isLandingPath(location.pathname) && scrollToSection(section)) {
      window.history.replaceState(window.history.state, "", `#${section}`);
      return;
    }
    navigate(`/#${section}`);
  };
}

export function SectionLink({
  section,
  onNavigate,
  ...props
}: Omit<React.ComponentProps<typeof Link>, "to"> & { section: SectionId; onNavigate?: () => void }) {
  const goToSection = useSectionNavigation();
  return (
    <Link
      to={`/#${section}`}
      onClick={(event) => {
        onNavigate?.();
        goToSection(section, event);
      }}
      {...props}
    />
  );
}
