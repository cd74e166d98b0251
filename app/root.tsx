import { lazy, Suspense } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { SiteShell } from "~/components/layout/site-shell";
import { organizationJsonLd } from "~/lib/seo";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";

/** Drawn only when a page is missing: loaded then, not with every page (scripts/check-budgets.mjs). */
const NotFound = lazy(() =>
  import("~/components/layout/not-found").then((module) => ({ default: module.NotFound })),
);

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/logo.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* First in the head, so the one render-blocking request starts before the scripts. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own config, escaped by JSON.stringify and </ escaping.
          dangerouslySetInnerHTML={{ __html: organizationJsonLd() }}
        />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** Shown while a screen that was not prerendered loads in the browser. */
export function HydrateFallback() {
  return (
    <p role="status" className="p-8 text-center text-slate-600">
      Loading...
    </p>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteShell>
        <Suspense fallback={null}>
          <NotFound />
        </Suspense>
      </SiteShell>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <SiteShell>
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Something went wrong</h1>
        <p className="mt-4 text-slate-700">
          This page hit an unexpected error. Reload the page, or go back to the home page.
        </p>
        <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
          Return to Home
        </a>
      </section>
    </SiteShell>
  );
}
