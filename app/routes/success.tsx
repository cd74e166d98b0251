import { site } from "@core/site";
import { ArrowRight, BookOpen, CircleCheck, LoaderCircle, MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { sessionIndustryLabel, sessionPlanLabel } from "~/components/trial/session-labels";
import { fetchPaymentSession } from "~/components/trial/trial-api";
import { buttonClass } from "~/components/ui/button";
import { seo } from "~/lib/seo";

const title = `Thank you for choosing ${site.product}`;
const description = `Your ${site.product} subscription is confirmed. Here is your plan, and where to get help setting it up.`;

export const meta = () => seo({ title, description, path: "/success", noindex: true });

type Details = { state: "loading" } | { state: "found"; plan: string; industry: string } | { state: "none" };

const nextLinks = [
  {
    to: "/help-center",
    icon: BookOpen,
    title: "Get to know your AI host",
    text: "Answers about setup, call forwarding, integrations and billing in the Help Center.",
    label: "Visit the Help Center",
  },
  {
    to: "/support",
    icon: MessageCircle,
    title: "Questions? Ask us now",
    text: "Our support assistant answers right away and hands you to the team when needed.",
    label: "Chat with support",
  },
] as const;

/**
 * SPEC 2.10: where Stripe Checkout returns (?session_id=). Loading, then the plan and industry the
 * session names (fallbacks "Hostline Plan" and "Business"), or no details if it cannot be found.
 */
export default function SuccessPage() {
  // The page is prerendered without a query string: read it once the browser has the real URL.
  const [details, setDetails] = useState<Details>({ state: "loading" });

  useEffect(() => {
    const sessionId = new URLSearchParams(window.location.search).get("session_id");
    if (!sessionId) {
      setDetails({ state: "none" });
      return;
    }
    const controller = new AbortController();
    fetchPaymentSession(sessionId, controller.signal)
      .then((session) =>
        setDetails(
          session
            ? {
                state: "found",
                plan: sessionPlanLabel(session.metadata.planTier),
                industry: sessionIndustryLabel(session.metadata.industry),
              }
            : { state: "none" },
        ),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // SPEC 7.1: a failed look-up is only logged; the page simply shows no details.
        console.warn("Could not load the payment session", error);
        setDetails({ state: "none" });
      });
    return () => controller.abort();
  }, []);

  return (
    <>
      <PageHeader eyebrow="Subscription confirmed" title={title}>
        <p>
          Your subscription is set up. Your {site.trialDays}-day free trial starts now, and nothing is charged
          until it ends.
        </p>
      </PageHeader>

      <section aria-labelledby="details-heading" className="bg-canvas pb-16">
        <div className="mx-auto max-w-xl px-4 sm:px-6">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8" aria-live="polite">
            <h2 id="details-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
              <CircleCheck aria-hidden="true" className="size-6 text-brand-700" />
              Your subscription
            </h2>
            {details.state === "loading" && (
              <p role="status" className="mt-4 flex items-center gap-2 text-slate-700">
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
                Loading your subscription details...
              </p>
            )}
            {details.state === "found" && (
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
                <dt className="text-slate-600">Plan</dt>
                <dd className="font-semibold text-ink">{details.plan}</dd>
                <dt className="text-slate-600">Business</dt>
                <dd className="font-semibold text-ink">{details.industry}</dd>
              </dl>
            )}
            {details.state === "none" && (
              <p className="mt-4 text-slate-700">
                We could not show your plan details here. Questions about your subscription? E-mail{" "}
                <a className="font-semibold text-brand-800 underline" href={`mailto:${site.emails.support}`}>
                  {site.emails.support}
                </a>
                .
              </p>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="next-heading" className="py-16">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <h2 id="next-heading" className="text-center text-2xl font-bold text-ink sm:text-3xl">
            While we set up your line
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {nextLinks.map(({ to, icon: Icon, title: linkTitle, text, label }) => (
              <li key={to} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                <h3 className="mt-3 text-lg font-bold text-ink">{linkTitle}</h3>
                <p className="mt-1 flex-1 text-slate-700">{text}</p>
                <Link
                  to={to}
                  className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-800 hover:underline"
                >
                  {label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-10 text-center">
            <Link to="/" className={buttonClass("outline")}>
              Return to Home
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
