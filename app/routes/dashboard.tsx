import { site } from "@core/site";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Generating your app",
    description: `${site.product} is setting up your dashboard.`,
    path: "/dashboard",
    noindex: true,
  });

/** SPEC 2.1: a placeholder screen with a spinner while the customer's app is generated. */
export default function Dashboard() {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-6 px-4 py-24 text-center">
      <div
        aria-hidden="true"
        className="size-14 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      <div role="status">
        <h1 className="text-2xl font-bold">Generating your app...</h1>
      </div>
      <p className="max-w-md text-slate-700">
        We're setting up your dashboard with your business details. This usually takes under a minute; you can
        keep this tab open.
      </p>
    </section>
  );
}
