import { trialButtonText } from "@core/plans";
import { useTrial } from "~/components/trial/trial-context";
import { buttonClass } from "~/components/ui/button";
import { Logo } from "./logo";
import { FooterLegalBar } from "./site-footer";

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
  return (
    <footer className="bg-ink text-slate-300">
      <FooterLegalBar />
    </footer>
  );
}
