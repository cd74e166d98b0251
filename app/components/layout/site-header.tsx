import { industryForPath } from "@core/industries";
import { trialLabel } from "@core/plans";
import { Phone } from "lucide-react";
import { useLocation } from "react-router";
import { useTrial } from "~/components/trial/trial-context";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { scrollToTopSoon } from "~/lib/scroll";
import { IndustryMenu } from "./industry-menu";
import { Logo } from "./logo";
import { MobileDrawer } from "./mobile-drawer";
import { navLinks, sectionNavItems } from "./nav-items";
import { NavItemLink } from "./nav-link";
import { SectionLink } from "./section-link";

const navLink =
  "rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-brand-800";

/** The sticky site header of SPEC 2.3. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const industry = industryForPath(pathname);
  const { openIndustryChooser } = useTrial();

  return (
    <header className="sticky top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Logo />
        {industry && (
          <span className="hidden rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold whitespace-nowrap text-brand-900 sm:inline">
            {/* The full name where there is room; the short one beside the full desktop menu. */}
            <span className="xl:hidden 2xl:inline">{industry.name}</span>
            <span className="hidden xl:inline 2xl:hidden">{industry.shortName}</span>
          </span>
        )}
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 xl:flex">
          {sectionNavItems.map((item) => (
            <NavItemLink key={item.label} link={item} className={navLink} />
          ))}
          <IndustryMenu />
          <NavItemLink link={navLinks.questions} onNavigate={scrollToTopSoon} className={navLink} />
        </nav>
        <div className="ml-auto hidden items-center gap-2 xl:flex">
          <NavItemLink link={navLinks.signIn} className={navLink} />
          <SectionLink section={navLinks.liveDemo.section} className={cn(buttonClass("outline", "sm"))}>
            <Phone aria-hidden="true" className="size-4" />
            Call The Demo
          </SectionLink>
          <button
            type="button"
            onClick={() => openIndustryChooser("pro")}
            className={buttonClass("primary", "sm")}
          >
            {trialLabel}
          </button>
        </div>
        <MobileDrawer className="ml-auto xl:hidden" />
      </div>
    </header>
  );
}
