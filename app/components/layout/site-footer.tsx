import { industriesByName } from "@core/industries";
import { site } from "@core/site";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Logo } from "./logo";
import { footerColumns, legalNavItems, type NavLink } from "./nav-items";
import { NavItemLink } from "./nav-link";

const heading = "text-sm font-semibold tracking-wide text-white uppercase";
const link = "text-slate-300 hover:text-white hover:underline";

/** The site footer of SPEC 2.3: five columns, the copyright and the legal links. */
export function SiteFooter() {
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-1">
          <div className="[&_a]:text-white">
            <Logo />
          </div>
          <p className="mt-4 text-sm">{site.tagline}.</p>
        </div>
        <FooterColumn id="footer-company" column={footerColumns.company} />
        <FooterColumn id="footer-product" column={footerColumns.product} />
        <nav aria-labelledby="footer-industries">
          <h2 id="footer-industries" className={heading}>
            Businesses We Support
          </h2>
          <ul className="mt-4 space-y-3">
            {industriesByName.map((industry) => (
              <li key={industry.key}>
                <Link to={industry.path} className={link}>
                  {industry.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>Contact Sales</h2>
          <p className="mt-4">
            <a href={site.phones.sales.href} className="text-lg font-semibold text-white hover:underline">
              {site.phones.sales.display}
            </a>
          </p>
          <p className="mt-2 text-sm">
            Our team responds fast: most calls are answered within minutes, Monday to Friday.
          </p>
        </div>
        <FooterColumn id="footer-resources" column={footerColumns.resources} />
      </div>
      <FooterLegalBar />
    </footer>
  );
}

function FooterColumn({
  id,
  column,
}: {
  id: string;
  column: { heading: string; links: readonly NavLink[] };
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {column.heading}
      </h2>
      <ul className="mt-4 space-y-3">
        {column.links.map((item) => (
          <li key={item.label}>
            <NavItemLink link={item} className={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The © year: the build's year in the prerendered page, then, after hydration (so the first render
 * matches the HTML), the visitor's clock when it says a later year.
 */
function CopyrightYear() {
  const [year, setYear] = useState<number>(site.copyrightYear);
  useEffect(() => setYear((built) => Math.max(built, new Date().getFullYear())), []);
  return <span data-copyright-year>{year}</span>;
}

/** The copyright and the legal links: the bottom of every footer, the minimal one included. */
export function FooterLegalBar() {
  return (
    <div className="border-t border-white/10">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
        <p>
          © <CopyrightYear /> {site.company} All rights reserved.
        </p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {legalNavItems.map((item) => (
            <li key={item.label}>
              <NavItemLink link={item} className={link} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
