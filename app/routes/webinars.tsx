import { absoluteUrl, officeHours, site } from "@core/site";
import { ArrowDown, Lightbulb, Phone } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ClosingCta } from "~/components/company/closing-cta";
import { OnDemandWebinarCard } from "~/components/company/on-demand-webinar-card";
import { PageSectionsNav } from "~/components/company/page-sections-nav";
import { SectionHeading } from "~/components/company/section-heading";
import { WebinarSessionCard } from "~/components/company/webinar-session-card";
import { WebinarTopicForm } from "~/components/company/webinar-topic-form";
import { PageHeader } from "~/components/layout/page-header";
import { buttonClass } from "~/components/ui/button";
import {
  noUpcomingSessions,
  onDemandWebinars,
  topicForm,
  upcomingAt,
  webinarsPage,
} from "~/content/webinars";
import { breadcrumbJsonLd, seo } from "~/lib/seo";
import type { Route } from "./+types/webinars";

const organizer = { "@type": "Organization", name: site.company, url: site.url, email: site.emails.hello };

/**
 * Runs at build time (the page is prerendered): sessions that started before the build are left
 * out of the HTML, and the browser drops the ones that start before the visitor's clock.
 */
export function loader() {
  return { builtAt: Date.now() };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  seo({
    title: webinarsPage.title,
    description: webinarsPage.description,
    path: "/webinars",
    keywords: ["AI receptionist webinar", "AI phone answering demo", "small business phone training"],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: webinarsPage.title,
        description: webinarsPage.description,
        url: absoluteUrl("/webinars"),
        publisher: organizer,
      },
      ...upcomingAt(loaderData?.builtAt ?? Date.now()).map((session) => ({
        "@context": "https://schema.org",
        "@type": "Event",
        name: session.title,
        description: session.description,
        startDate: session.start,
        endDate: session.end,
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
        location: { "@type": "VirtualLocation", url: absoluteUrl(`/webinars#${session.id}`) },
        organizer,
        performer: { "@type": "Person", name: session.presenter.name, jobTitle: session.presenter.role },
        isAccessibleForFree: true,
        offers: {
          "@type": "Offer",
          price: 0,
          priceCurrency: "USD",
          availability: "https://schema.org/InStock",
          url: absoluteUrl(`/webinars#${session.id}`),
        },
      })),
      breadcrumbJsonLd([
        ["Home", "/"],
        ["Webinars", "/webinars"],
      ]),
    ],
  });

const sections = [
  { id: "upcoming", label: "Upcoming sessions" },
  { id: "on-demand", label: "On-demand" },
  { id: "suggest-a-topic", label: "Suggest a topic" },
] as const;

export default function WebinarsPage({ loaderData }: Route.ComponentProps) {
  // The build's time first, so hydration matches the HTML; then the visitor's clock, if later.
  const [now, setNow] = useState(loaderData.builtAt);
  useEffect(() => setNow((built) => Math.max(built, Date.now())), []);
  const upcoming = upcomingAt(now);
  return (
    <>
      <PageHeader eyebrow="Webinars" title={webinarsPage.title}>
        <p>{webinarsPage.lead}</p>
      </PageHeader>
      <PageSectionsNav sections={sections} />

      <section
        id="upcoming"
        aria-labelledby="upcoming-heading"
        className="scroll-mt-16 px-4 py-16 sm:px-6 sm:py-20"
      >
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            id="upcoming-heading"
            eyebrow="Live and free"
            title="Upcoming Sessions"
            lead={
              <>
                All times are {webinarsPage.timeZoneLabel}. {webinarsPage.sessionsEnd}{" "}
                <strong className="font-semibold text-ink">Register Now</strong> {webinarsPage.registerNow}
              </>
            }
          />
          {upcoming.length > 0 ? (
            <div className="mt-12 grid gap-6 lg:grid-cols-3">
              {upcoming.map((session, index) => (
                <WebinarSessionCard key={session.id} session={session} tone={index} />
              ))}
            </div>
          ) : (
            <p
              data-testid="no-upcoming-sessions"
              className="mx-auto mt-12 max-w-2xl rounded-2xl border border-slate-200 bg-canvas p-6 text-center text-lg text-slate-700"
            >
              {noUpcomingSessions}
            </p>
          )}
          <p className="mt-10 text-center text-slate-700">
            Can&apos;t make it live?{" "}
            <a
              href="#on-demand"
              className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2"
            >
              View All On-Demand Webinars
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          </p>
        </div>
      </section>

      <section
        id="on-demand"
        aria-labelledby="on-demand-heading"
        className="scroll-mt-16 bg-canvas px-4 py-16 sm:px-6 sm:py-20"
      >
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            id="on-demand-heading"
            eyebrow="Watch any time"
            title="On-Demand Webinars"
            lead={webinarsPage.recordingsLead}
          />
          <div className="mt-12 grid gap-6 md:grid-cols-3">
            {onDemandWebinars.map((item, index) => (
              <OnDemandWebinarCard key={item.id} item={item} index={index} />
            ))}
          </div>
          <p className="mt-10 text-center text-slate-700">
            Prefer reading?{" "}
            <Link to="/blog" className="font-semibold text-brand-800 underline underline-offset-2">
              Browse every guide on the {site.product} blog
            </Link>
          </p>
        </div>
      </section>

      <section
        id="suggest-a-topic"
        aria-labelledby="suggest-a-topic-heading"
        className="scroll-mt-16 px-4 py-16 sm:px-6 sm:py-20"
      >
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16">
          <div>
            <SectionHeading
              id="suggest-a-topic-heading"
              eyebrow="Your questions, our next session"
              title={topicForm.title}
              lead={topicForm.lead}
              align="left"
            />
            <h3 className="mt-8 text-sm font-semibold tracking-wide text-slate-600 uppercase">
              Good topics include
            </h3>
            <ul className="mt-4 space-y-3">
              {topicForm.ideas.map((idea) => (
                <li key={idea} className="flex gap-3 text-slate-700">
                  <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
                  <span>{idea}</span>
                </li>
              ))}
            </ul>
          </div>
          <WebinarTopicForm aria-labelledby="suggest-a-topic-heading" className="lg:self-start" />
        </div>
      </section>

      <ClosingCta
        id="webinars-cta"
        title="Rather see it for your own business?"
        lead={`Our team will walk you through ${site.product} with your services, your hours and your kind of callers, one to one.`}
        note={`Sales line open ${officeHours(site.offices[0])}.`}
      >
        <a href={site.phones.sales.href} className={buttonClass("accent", "lg")}>
          <Phone aria-hidden="true" className="size-5" />
          Call {site.phones.sales.display}
        </a>
        <Link to="/contact" className={buttonClass("outline", "lg")}>
          Contact us
        </Link>
      </ClosingCta>
    </>
  );
}
