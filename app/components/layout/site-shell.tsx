import { usesMinimalChrome } from "@core/pages";
import { useLocation, useNavigation } from "react-router";
import { TrialProvider } from "~/components/trial/trial-context";
import { Toaster } from "~/components/ui/toaster";
import { MinimalFooter, MinimalHeader } from "./minimal-chrome";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, main content and footer, with the providers every screen shares. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const minimal = usesMinimalChrome(useLocation().pathname);
  return (
    <TrialProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {minimal ? <MinimalHeader /> : <SiteHeader />}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-16 z-30 flex justify-center">
        {loading && (
          <p
            role="status"
            className="mt-2 rounded-full bg-ink px-4 py-1 text-sm font-medium text-white shadow"
          >
            Loading...
          </p>
        )}
      </div>
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      {minimal ? <MinimalFooter /> : <SiteFooter />}
      <Toaster />
    </TrialProvider>
  );
}
