import { industriesByName } from "@core/industries";
import { site } from "@core/site";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Logo } from "./logo";
import { footerSectionItems } from "./nav-items";
import { SectionLink } from "./section-link";

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
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={heading}>
            Company
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link to="/about-us" className={link}>
                About Us
              </Link>
            </li>
            <li>
              <Link to="/blog" className={link}>
                Blog
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className={heading}>
            Product
          </h2>
          <ul className="mt-4 space-y-3">
            {/* The header's own section links, so Features and Pricing go to one place site-wide. */}
            {footerSectionItems.map((item) => (
              <li key={item.section}>
                <SectionLink section={item.section} className={link}>
                  {item.label}
                </SectionLink>
              </li>
            ))}
            <li>
              <Link to="/security" className={link}>
                Security
              </Link>
            </li>
            <li>
              <Link to="/api" className={link}>
                API
              </Link>
            </li>
          </ul>
        </nav>
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
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className={heading}>
            Resources
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link to="/support" className={link}>
                Support
              </Link>
            </li>
            <li>
              <Link to="/contact" className={link}>
                Contact
              </Link>
            </li>
            <li>
              <Link to="/support?context=feedback" className={link}>
                Feedback
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <FooterLegalBar />
    </footer>
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
          <li>
            <Link to="/privacy-policy" className={link}>
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link to="/terms-of-service" className={link}>
              Terms of Service
            </Link>
          </li>
          <li>
            <Link to="/cookie-policy" className={link}>
              Cookie Policy
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
