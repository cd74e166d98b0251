import { absoluteUrl, site } from "@core/site";
import { Mail, MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import { ClosingCta, ctaButtonClass } from "~/components/company/closing-cta";
import { EventCard } from "~/components/company/event-card";
import { ForumCategoryCard } from "~/components/company/forum-category-card";
import { PageSectionsNav } from "~/components/company/page-sections-nav";
import { PersonCard } from "~/components/company/person-card";
import { StatTiles } from "~/components/company/stat-tiles";
import { PageHeader } from "~/components/layout/page-header";
import { PageSection } from "~/components/layout/page-section";
import {
  communityEvents,
  communityIntro,
  communityLeaders,
  communityStats,
  forumCategories,
} from "~/content/community";
import { officePostalAddress } from "~/content/contact";
import { breadcrumbJsonLd, seo } from "~/lib/seo";

const path = "/community";
const description = `Join small-business owners who run their phones on ${site.product}: forums on setup, industry playbooks and integrations, community leaders, and live events every month.`;

const organizer = { "@type": "Organization", name: site.company, url: site.url };

export const meta = () =>
  seo({
    title: communityIntro.title,
    description,
    path,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: communityIntro.title,
        description,
        url: absoluteUrl(path),
        publisher: organizer,
      },
      ...communityEvents.map((event) => ({
        "@context": "https://schema.org",
        "@type": "Event",
        name: event.title,
        description: event.description,
        url: absoluteUrl(`${path}#events`),
        eventSchedule: event.jsonLdSchedule,
        eventAttendanceMode:
          event.format === "Online"
            ? "https://schema.org/OnlineEventAttendanceMode"
            : "https://schema.org/OfflineEventAttendanceMode",
        location:
          event.format === "Online"
            ? { "@type": "VirtualLocation", name: "Online; the join link is sent by e-mail" }
            : {
                "@type": "Place",
                name: `${site.product} ${site.offices[0].city} office`,
                address: officePostalAddress(site.offices[0]),
              },
        isAccessibleForFree: true,
        organizer,
      })),
      breadcrumbJsonLd([
        ["Home", "/"],
        [communityIntro.title, path],
      ]),
    ],
  });

const sections = [
  { id: "forums", label: "Forums" },
  { id: "leaders", label: "Community leaders" },
  { id: "events", label: "Events" },
] as const;

const suggestTopic = `mailto:${site.emails.hello}?subject=${encodeURIComponent("Community topic suggestion")}`;

export default function CommunityPage() {
  return (
    <>
      <PageHeader eyebrow={communityIntro.eyebrow} title={communityIntro.title}>
        <p>{communityIntro.lead}</p>
      </PageHeader>

      <section aria-labelledby="stats-heading" className="bg-canvas pb-12">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="stats-heading" className="sr-only">
            The community at a glance
          </h2>
          <StatTiles stats={communityStats} />
        </div>
      </section>

      <PageSectionsNav sections={sections} />

      <PageSection
        id="forums"
        headingId="forums-heading"
        eyebrow="Forums"
        title="Ask, share and compare notes"
        lead="Three categories cover almost every question owners bring. Each one links to the answers and guides we keep on this site."
        className="scroll-mt-16"
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {forumCategories.map((category) => (
            <ForumCategoryCard key={category.title} category={category} />
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="leaders"
        headingId="leaders-heading"
        eyebrow="Community leaders"
        title="The people who keep the answers coming"
        lead={`Members of the ${site.product} team who moderate the forums, host the events and follow up on every unanswered question.`}
        background="canvas"
        className="scroll-mt-16"
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {communityLeaders.map((person, index) => (
            <PersonCard key={person.name} person={person} tone={index + 1} />
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="events"
        headingId="events-heading"
        eyebrow="Events"
        title="Learn live with other owners"
        lead="Free for customers and for owners thinking about an AI host. RSVP by e-mail and we'll send you the invite."
        className="scroll-mt-16"
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {communityEvents.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      </PageSection>

      <ClosingCta
        id="community-cta-heading"
        title="Bring your question"
        lead="The support assistant answers setup and billing questions any time of day. Want a topic covered at the next roundtable? Tell us."
      >
        <Link to="/support" className={ctaButtonClass("accent")}>
          <MessagesSquare aria-hidden="true" className="size-5" />
          Ask the Support Chat
        </Link>
        <a href={suggestTopic} className={ctaButtonClass("outline")}>
          <Mail aria-hidden="true" className="size-5" />
          Suggest a Topic
        </a>
      </ClosingCta>
    </>
  );
}
