import { publicEnv } from "@core/env-public";
import { trialPlanFromQuery, welcomeFor } from "@core/onboarding";
import { plans, type TrialPlanKey } from "@core/plans";
import { site } from "@core/site";
import { Check, GraduationCap, Mail, MessageCircle, Phone, PhoneForwarded, Rocket } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { embeddableVideo, SetupVideo } from "~/components/trial/setup-video";
import { buttonClass } from "~/components/ui/button";
import { cardVariants } from "~/components/ui/card";
import { seo } from "~/lib/seo";

const title = `Welcome to ${site.product}`;
const description = `Your ${site.trialDays}-day ${site.product} free trial is active: what happens next, what your trial includes and how to reach us.`;

export const meta = () => seo({ title, description, path: "/congratulations-welcome-aboard", noindex: true });

/** SPEC 2.10's "what happens next", in order. */
const nextSteps = [
  {
    icon: Mail,
    title: "Check your inbox",
    text: "Your login credentials arrive by e-mail within about 5 minutes.",
  },
  {
    icon: PhoneForwarded,
    title: "Get your number",
    text: "We provide a dedicated business number, or forward your existing number to your AI host.",
  },
  {
    icon: GraduationCap,
    title: "We train your AI host",
    text: "On a setup call within 24 hours, our team trains the AI on your business: your services, prices and hours, and which calls need you.",
  },
  {
    icon: Rocket,
    title: "You go live",
    text: "Your system is live within 24 hours, answering every call.",
  },
] as const;

const video = embeddableVideo(publicEnv.welcomeVideoUrl);

/**
 * SPEC 2.10: the private page a new trial lands on. Everything is known at build time, so the
 * prerendered page is the whole page.
 */
export default function WelcomePage() {
  // The plan comes in ?plan= from the trial modal. The prerendered page (and a visitor without
  // JavaScript) shows what every trial includes; the plan's own lists replace it after hydration.
  const [plan, setPlan] = useState<TrialPlanKey | null>(null);
  useEffect(() => setPlan(trialPlanFromQuery(new URLSearchParams(window.location.search).get("plan"))), []);
  const welcome = welcomeFor(plan);
  return (
    <>
      <PageHeader eyebrow="Trial active" title={title}>
        <p>
          Your {site.trialDays}-day free trial is active. Nothing is charged until it ends, and you can cancel
          at any time.
        </p>
      </PageHeader>

      <section aria-labelledby="next-heading" className="bg-canvas pb-16 sm:pb-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="next-heading" className="text-center text-2xl font-bold text-ink sm:text-3xl">
            What happens next
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {nextSteps.map(({ icon: Icon, title: stepTitle, text }, index) => (
              <li key={stepTitle} className={cardVariants({ tone: "panel" })}>
                <div className="flex items-center gap-3">
                  <Icon aria-hidden="true" className="size-10 rounded-xl bg-brand-100 p-2 text-brand-800" />
                  <span className="text-sm font-semibold text-brand-800">Step {index + 1}</span>
                </div>
                <h3 className="mt-4 text-lg font-bold text-ink">{stepTitle}</h3>
                <p className="mt-2 text-slate-700">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="py-16 sm:py-20">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <h2 id="features-heading" className="text-center text-2xl font-bold text-ink sm:text-3xl">
            {welcome.featuresHeading}
          </h2>
          <ul data-testid="trial-features" className="mt-10 grid gap-3 sm:grid-cols-2">
            {welcome.features.map((feature) => (
              <li
                key={feature}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <Check aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                <span className="font-medium text-ink">{feature}</span>
              </li>
            ))}
          </ul>
          {welcome.proAdds.length > 0 && (
            <p className="mt-6 text-center text-slate-700">
              On the {plans.pro.name}, also: {welcome.proAdds.join(", ")}.
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="guide-heading" className="bg-canvas py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="guide-heading" className="text-center text-2xl font-bold text-ink sm:text-3xl">
            Your setup guide
          </h2>
          {video ? (
            <>
              <p className="mt-4 text-center text-lg text-slate-700">
                A short walk-through of your first day with {site.product}.
              </p>
              <div className="mt-8">
                <SetupVideo video={video} />
              </div>
            </>
          ) : (
            <>
              <p className="mt-4 text-center text-lg text-slate-700">
                {welcome.steps.length} steps from your login e-mail to your first answered call.
              </p>
              <ol data-testid="setup-steps" className="mt-8 space-y-4">
                {welcome.steps.map((step, index) => (
                  <li
                    key={step.title}
                    className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                  >
                    <span
                      aria-hidden="true"
                      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                    >
                      {index + 1}
                    </span>
                    <div>
                      <h3 className="font-bold text-ink">
                        {step.title}
                        {step.onlyOn && (
                          <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                            {step.onlyOn}
                          </span>
                        )}
                      </h3>
                      <p className="mt-1 text-slate-700">{step.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      </section>

      <section aria-labelledby="help-heading" className="py-16 sm:py-20">
        <div className="mx-auto max-w-5xl px-4 text-center sm:px-6">
          <h2 id="help-heading" className="text-2xl font-bold text-ink sm:text-3xl">
            Need a hand?
          </h2>
          <p className="mt-4 text-lg text-slate-700">We're here while you set up, and after.</p>
          <ul className="mt-8 grid gap-4 text-left sm:grid-cols-3">
            <li className={cardVariants({ tone: "outline", padding: "md" })}>
              <Mail aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="mt-3 font-bold text-ink">E-mail</h3>
              <a
                href={`mailto:${site.emails.support}`}
                className="mt-1 inline-block font-semibold [overflow-wrap:anywhere] text-brand-800 underline"
              >
                {site.emails.support}
              </a>
            </li>
            <li className={cardVariants({ tone: "outline", padding: "md" })}>
              <Phone aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="mt-3 font-bold text-ink">Phone</h3>
              <a
                href={site.phones.sales.href}
                className="mt-1 inline-block font-semibold text-brand-800 underline"
              >
                {site.phones.sales.display}
              </a>
            </li>
            <li className={cardVariants({ tone: "outline", padding: "md" })}>
              <MessageCircle aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="mt-3 font-bold text-ink">Chat</h3>
              <Link to="/support" className="mt-1 inline-block font-semibold text-brand-800 underline">
                Chat with our support agent
              </Link>
            </li>
          </ul>
          <p className="mt-10">
            <Link to="/" className={buttonClass("outline")}>
              Return to Home
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
