import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** The not-found screen: "404", "Oops! Page not found" and a way home. Logs the missing path. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink sm:text-4xl">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        The page you asked for isn't here. It may have moved, or the link may have a typo.
      </p>
      <Link to="/" className={`${buttonClass("primary")} mt-8`}>
        Return to Home
      </Link>
    </section>
  );
}
