import { absoluteUrl, site } from "@core/site";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ContactCard } from "~/components/company/contact-card";
import { OfficeCard } from "~/components/company/office-card";
import { SectionHeading } from "~/components/company/section-heading";
import { PageHeader } from "~/components/layout/page-header";
import { PageSection } from "~/components/layout/page-section";
import { cardVariants } from "~/components/ui/card";
import {
  contactChannels,
  contactIntro,
  helpLinks,
  officePostalAddress,
  officesIntro,
} from "~/content/contact";
import { cn } from "~/lib/cn";
import { breadcrumbJsonLd, seo } from "~/lib/seo";

const path = "/contact";
const description = `Call ${site.product}'s sales team, e-mail support or send us a general inquiry, or visit our offices in ${site.offices.map((office) => office.city).join(" and ")}.`;

export const meta = () =>
  seo({
    title: contactIntro.title,
    description,
    path,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ContactPage",
        name: contactIntro.title,
        description,
        url: absoluteUrl(path),
        mainEntity: {
          "@type": "Organization",
          name: site.company,
          alternateName: site.product,
          url: site.url,
          email: site.emails.hello,
          telephone: site.phones.sales.e164,
          contactPoint: [
            {
              "@type": "ContactPoint",
              contactType: "sales",
              telephone: site.phones.sales.e164,
              areaServed: "US",
              availableLanguage: "English",
            },
            { "@type": "ContactPoint", contactType: "customer support", email: site.emails.support },
            { "@type": "ContactPoint", contactType: "general inquiries", email: site.emails.hello },
          ],
          address: site.offices.map(officePostalAddress),
        },
      },
      breadcrumbJsonLd([
        ["Home", "/"],
        [contactIntro.title, path],
      ]),
    ],
  });

const isPagePath = (href: string) => href.startsWith("/");

export default function ContactPage() {
  return (
    <>
      <PageHeader eyebrow={contactIntro.eyebrow} title={contactIntro.title}>
        <p>{contactIntro.lead}</p>
      </PageHeader>

      <section aria-labelledby="channels-heading" className="bg-canvas pb-16 sm:pb-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="channels-heading" className="sr-only">
            Ways to reach us
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {contactChannels.map((channel) => (
              <ContactCard key={channel.id} channel={channel} />
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="offices-heading" className="py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="offices-heading" title={officesIntro.title} lead={officesIntro.lead} />
          <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
            {site.offices.map((office) => (
              <OfficeCard key={office.city} office={office} />
            ))}
          </ul>
        </div>
      </section>

      <PageSection
        headingId="help-heading"
        title="Looking for a faster answer?"
        lead="Many questions are answered in minutes without waiting for an e-mail."
        background="canvas"
      >
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {helpLinks.map(({ icon: Icon, title, text, href, label }) => {
            const linkClass =
              "mt-4 inline-flex items-center gap-1.5 font-semibold [overflow-wrap:anywhere] text-brand-800 hover:underline";
            return (
              <li key={title} className={cn(cardVariants({ tone: "panel" }), "flex flex-col")}>
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                <h3 className="mt-3 text-lg font-bold text-ink">{title}</h3>
                <p className="mt-1 flex-1 text-slate-700">{text}</p>
                {isPagePath(href) ? (
                  <Link to={href} className={linkClass}>
                    {label}
                    <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                  </Link>
                ) : (
                  <a href={href} className={linkClass}>
                    {label}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </PageSection>
    </>
  );
}
