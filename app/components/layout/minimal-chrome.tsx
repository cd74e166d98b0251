import { trialButtonText } from "@core/plans";
import { site } from "@core/site";
import { Link } from "react-router";
import { useTrial } from "~/components/trial/trial-context";
import { buttonClass } from "~/components/ui/button";
import { Logo } from "./logo";

/** The header of a page for ad traffic (/landing): the logo and the one call to action, no menu. */
export function MinimalHeader() {
  const { startTrial } = useTrial();
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        <button
          type="button"
          onClick={() => startTrial({ plan: "pro" })}
          className={buttonClass("primary", "sm")}
        >
          {trialButtonText}
        </button>
      </div>
    </header>
  );
}

/** The footer of a page for ad traffic: the legal lines only. */
export function MinimalFooter() {
  const link = "underline-offset-4 hover:underline";
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
        <p>
          © {site.copyrightYear} {site.company} All rights reserved.
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
        </ul>
      </div>
    </footer>
  );
}
