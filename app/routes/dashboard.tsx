import { site } from "@core/site";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Your dashboard",
    description: `Your ${site.product} dashboard is in the ${site.product} app.`,
    path: "/dashboard",
    noindex: true,
  });

/**
 * /dashboard: customers' dashboards live in the product app (APP_URL). The server answers this
 * path with a 302 there (server/site.ts); this page is what a crawler, a visitor without
 * JavaScript or a client-side navigation sees: where the dashboard is, and a link to it.
 */
export default function Dashboard() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">{`Your dashboard is in the ${site.product} app`}</h1>
      <p className="text-lg text-slate-700">
        {`Sign in to the ${site.product} app to see your calls, transcripts and bookings, and to update your hours, prices and greeting.`}
      </p>
      <a
        href={site.appUrl}
        className="inline-flex h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        {`Open the ${site.product} app`}
      </a>
    </section>
  );
}
