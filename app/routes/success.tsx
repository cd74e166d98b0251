import { site } from "@core/site";
import { ArrowRight, BookOpen, CircleCheck, LoaderCircle, MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { sessionIndustryLabel, sessionPlanLabel } from "~/components/trial/session-labels";
import { fetchPaymentSession } from "~/components/trial/trial-api";
import { buttonClass } from "~/components/ui/button";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { seo } from "~/lib/seo";

const title = `Thank you for choosing ${site.product}`;
/** What the server's payment mode means for this visitor (the API says "test" or "stripe"). */
const testModeNotice = "Test mode: no card is charged";
const description = `Where ${site.product}'s checkout returns: your subscription once our server confirms it, and where to get help setting it up.`;

export const meta = () => seo({ title, description, path: "/success", noindex: true });

type Details =
  | { state: "loading" }
  | { state: "found"; plan: string; industry: string; testMode: boolean }
  | { state: "none" };

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
 * SPEC 2.10: where Stripe Checkout returns (?session_id=). Nothing is claimed until the server
 * confirms the session (complete, in test mode too): then the thanks, the plan and industry it
 * names (fallbacks "Hostline Plan" and "Business") and, in test mode, that no card is charged.
 * Without a session, or with one the server does not confirm: "We could not confirm this
 * checkout", with the sales phone and the support e-mail.
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
          session && session.status === "complete"
            ? {
                state: "found",
                plan: sessionPlanLabel(session.metadata.planTier),
                industry: sessionIndustryLabel(session.metadata.industry),
                testMode: session.mode === "test",
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
      {details.state === "found" ? (
        <PageHeader eyebrow="Subscription confirmed" title={title}>
          <p>
            Your subscription is set up. Your {site.trialDays}-day free trial starts now, and nothing is
            charged until it ends.
          </p>
        </PageHeader>
      ) : details.state === "none" ? (
        <PageHeader eyebrow="Checkout" title="We could not confirm this checkout">
          <p>
            We couldn't find a completed checkout for this page. If you just paid or started a trial, call us
            at{" "}
            <a className="font-semibold underline" href={site.phones.sales.href}>
              {site.phones.sales.display}
            </a>{" "}
            or e-mail{" "}
            <a className="font-semibold underline" href={`mailto:${site.emails.support}`}>
              {site.emails.support}
            </a>{" "}
            and we'll sort it out.
          </p>
        </PageHeader>
      ) : (
        <PageHeader eyebrow="Checkout" title="Confirming your checkout...">
          <p>One moment while we check your subscription with our server.</p>
        </PageHeader>
      )}

      {details.state !== "none" && (
        <section aria-labelledby="details-heading" className="bg-canvas pb-16">
          <div className="mx-auto max-w-xl px-4 sm:px-6">
            <div className={cardVariants({ tone: "panel", padding: "xl" })} aria-live="polite">
              <h2 id="details-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
                <CircleCheck aria-hidden="true" className="size-6 text-brand-700" />
                Your subscription
              </h2>
              {details.state === "loading" && (
                <p role="status" className="mt-4 flex items-center gap-2 text-slate-700">
                  <LoaderCircle
                    aria-hidden="true"
                    className="size-5 animate-spin motion-reduce:animate-none"
                  />
                  Loading your subscription details...
                </p>
              )}
              {details.state === "found" && (
                <>
                  <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
                    <dt className="text-slate-600">Plan</dt>
                    <dd className="font-semibold text-ink">{details.plan}</dd>
                    <dt className="text-slate-600">Business</dt>
                    <dd className="font-semibold text-ink">{details.industry}</dd>
                  </dl>
                  {details.testMode && (
                    <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
                      {testModeNotice}
                    </p>
                  )}
                </>
              )}
            </div>
          </div>
        </section>
      )}

      <section aria-labelledby="next-heading" className="py-16">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <h2 id="next-heading" className="text-center text-2xl font-bold text-ink sm:text-3xl">
            {details.state === "none" ? "Where to get help" : "While we set up your line"}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {nextLinks.map(({ to, icon: Icon, title: linkTitle, text, label }) => (
              <li key={to} className={cn(cardVariants({ tone: "panel" }), "flex flex-col")}>
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
