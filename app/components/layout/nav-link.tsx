import { Link } from "react-router";
import type { NavLink as NavLinkItem } from "./nav-items";
import { SectionLink } from "./section-link";

/**
 * One link from nav-items.ts, rendered the way its kind needs: a section link, a page link or an
 * external link in a new tab. `onNavigate` runs on activation (the drawer closes, pages scroll up).
 */
export function NavItemLink({
  link,
  className,
  onNavigate,
}: {
  link: NavLinkItem;
  className?: string;
  onNavigate?: () => void;
}) {
  if ("section" in link) {
    return (
      <SectionLink section={link.section} onNavigate={onNavigate} className={className}>
        {link.label}
      </SectionLink>
    );
  }
  if ("to" in link) {
    return (
      <Link to={link.to} onClick={onNavigate} className={className}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate} className={className}>
      {link.label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
