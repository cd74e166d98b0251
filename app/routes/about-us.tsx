import { absoluteUrl, site } from "@core/site";
import { ArrowRight, Phone } from "lucide-react";
import { Link } from "react-router";
import { ClosingCta, ctaButtonClass } from "~/components/company/closing-cta";
import { IconCard } from "~/components/company/icon-card";
import { PersonCard } from "~/components/company/person-card";
import { SectionHeading } from "~/components/company/section-heading";
import { PageHeader } from "~/components/layout/page-header";
import { PageSection } from "~/components/layout/page-section";
import { SectionLink } from "~/components/layout/section-link";
import { cardVariants } from "~/components/ui/card";
import { aboutCta, aboutIntro, leadership, mission, story, values } from "~/content/about";
import { cn } from "~/lib/cn";
import { breadcrumbJsonLd, seo } from "~/lib/seo";

const path = "/about-us";
const description = `${site.product} builds the AI phone host that answers small businesses' calls 24/7. Our mission, our story, the team behind the product and the values we work by.`;

export const meta = () =>
  seo({
    title: aboutIntro.title,
    description,
    path,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "AboutPage",
        name: aboutIntro.title,
        description,
        url: absoluteUrl(path),
        mainEntity: {
          "@type": "Organization",
          name: site.company,
          alternateName: site.product,
          url: site.url,
          slogan: mission.statement,
          founder: { "@type": "Person", name: site.author.name, jobTitle: site.author.title },
          employee: leadership.map((person) => ({
            "@type": "Person",
            name: person.name,
            jobTitle: person.jobTitle,
          })),
        },
      },
      breadcrumbJsonLd([
        ["Home", "/"],
        [aboutIntro.title, path],
      ]),
    ],
  });

export default function AboutUsPage() {
  return (
    <>
      <PageHeader eyebrow={aboutIntro.eyebrow} title={aboutIntro.title}>
        <p>{aboutIntro.lead}</p>
      </PageHeader>

      <section aria-labelledby="mission-heading" className="bg-canvas pb-16 sm:pb-20">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <div className={cn(cardVariants({ tone: "panel" }), "rounded-3xl p-8 sm:p-12")}>
            <h2 id="mission-heading" className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {mission.eyebrow}
            </h2>
            <p className="mt-3 text-2xl leading-snug font-extrabold tracking-tight text-balance text-ink sm:text-4xl">
              {mission.statement}
            </p>
            <p className="mt-5 max-w-3xl text-lg text-slate-700">{mission.detail}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="story-heading" className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div>
            <SectionHeading id="story-heading" eyebrow={story.eyebrow} title={story.title} align="left" />
            <div className="mt-6 space-y-5 text-lg leading-8 text-slate-700">
              {story.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <ul className="grid grid-cols-2 gap-4 lg:mt-16">
            {story.highlights.map((item) => (
              <li key={item.label} className={cardVariants({ tone: "tinted", padding: "md" })}>
                <p className="text-3xl font-extrabold text-brand-800 sm:text-4xl">{item.value}</p>
                <p className="mt-2 text-sm text-slate-700">{item.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PageSection
        headingId="team-heading"
        eyebrow="Leadership"
        title="The team behind the phone"
        lead="Operators, engineers and former front-desk managers who have all been on the other end of a missed call."
        background="canvas"
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {leadership.map((person, index) => (
            <PersonCard key={person.name} person={person} tone={index} />
          ))}
        </ul>
      </PageSection>

      <PageSection
        headingId="values-heading"
        eyebrow="What we value"
        title="How we work"
        lead="Four commitments that shape the product, the pricing and the way we treat your callers."
        className="pt-16 pb-20 sm:pt-20 sm:pb-24"
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <IconCard key={value.title} icon={value.icon} title={value.title}>
              <p>{value.text}</p>
            </IconCard>
          ))}
        </ul>
      </PageSection>

      <ClosingCta id="about-cta-heading" title={aboutCta.title} lead={aboutCta.lead} note={aboutCta.note}>
        <SectionLink section="demo-call-section" className={ctaButtonClass("accent")}>
          <Phone aria-hidden="true" className="size-5" />
          Call The Demo
        </SectionLink>
        <Link to="/pricing" className={ctaButtonClass("outline")}>
          See Pricing
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </ClosingCta>
    </>
  );
}
