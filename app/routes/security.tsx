import { absoluteUrl, site } from "@core/site";
import { FileDown, Mail } from "lucide-react";
import { Link } from "react-router";
import { ClosingCta, ctaButtonClass } from "~/components/company/closing-cta";
import { ComplianceBadges } from "~/components/company/compliance-badges";
import { FaqList } from "~/components/company/faq-list";
import { IconCard } from "~/components/company/icon-card";
import { PageSectionsNav } from "~/components/company/page-sections-nav";
import { SectionHeading } from "~/components/company/section-heading";
import { PageHeader } from "~/components/layout/page-header";
import { PageSection } from "~/components/layout/page-section";
import {
  accessControls,
  compliance,
  dataProtection,
  incidentResponse,
  philosophy,
  securityFaqs,
  securityIntro,
  securityResources,
} from "~/content/security";
import { breadcrumbJsonLd, seo } from "~/lib/seo";

const path = "/security";
const description = `How ${site.product} protects your calls, recordings and customer details: encryption in transit and at rest, role-based access with SSO and MFA, audit logs, and a 72-hour incident notice.`;

export const meta = () =>
  seo({
    title: securityIntro.title,
    description,
    path,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: securityIntro.title,
        description,
        url: absoluteUrl(path),
        publisher: { "@type": "Organization", name: site.company, url: site.url },
      },
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: securityFaqs.map((faq) => ({
          "@type": "Question",
          name: faq.question,
          acceptedAnswer: { "@type": "Answer", text: faq.answer },
        })),
      },
      breadcrumbJsonLd([
        ["Home", "/"],
        [securityIntro.title, path],
      ]),
    ],
  });

const sections = [
  { id: "approach", label: "Our approach" },
  { id: "data-protection", label: "Data protection" },
  { id: "access-controls", label: "Access controls" },
  { id: "compliance", label: "Compliance" },
  { id: "incident-response", label: "Incident response" },
  { id: "faq", label: "FAQ" },
] as const;

const securityMailto = `mailto:${site.emails.support}?subject=${encodeURIComponent(securityResources.reportSubject)}`;

export default function SecurityPage() {
  return (
    <>
      <PageHeader eyebrow={securityIntro.eyebrow} title={securityIntro.title}>
        <p>{securityIntro.lead}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {securityIntro.highlights.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-base font-semibold text-ink shadow-sm ring-1 ring-slate-200"
            >
              <Icon aria-hidden="true" className="size-5 text-brand-700" />
              {text}
            </li>
          ))}
        </ul>
      </PageHeader>

      <PageSectionsNav sections={sections} />

      <PageSection
        id="approach"
        headingId="approach-heading"
        eyebrow={philosophy.eyebrow}
        title={philosophy.title}
        lead={philosophy.lead}
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {philosophy.points.map((point) => (
            <IconCard key={point.title} icon={point.icon} title={point.title}>
              <p>{point.text}</p>
            </IconCard>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="data-protection"
        headingId="data-protection-heading"
        eyebrow={dataProtection.eyebrow}
        title={dataProtection.title}
        lead={dataProtection.lead}
        background="canvas"
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {dataProtection.points.map((point) => (
            <IconCard key={point.title} icon={point.icon} title={point.title}>
              <p>{point.text}</p>
            </IconCard>
          ))}
        </ul>
        <p className="mt-8 text-center text-slate-700">
          The full details of what we collect and how long we keep it are in our{" "}
          <Link to="/privacy-policy" className="font-semibold text-brand-800 underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </PageSection>

      <section id="access-controls" aria-labelledby="access-controls-heading" className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:items-start">
          <SectionHeading
            id="access-controls-heading"
            eyebrow={accessControls.eyebrow}
            title={accessControls.title}
            lead={accessControls.lead}
            align="left"
            className="lg:sticky lg:top-24"
          />
          <ul className="grid gap-6 sm:grid-cols-2">
            {accessControls.points.map((point) => (
              <IconCard key={point.title} icon={point.icon} title={point.title}>
                <p>{point.text}</p>
              </IconCard>
            ))}
          </ul>
        </div>
      </section>

      <PageSection
        id="compliance"
        headingId="compliance-heading"
        eyebrow={compliance.eyebrow}
        title={compliance.title}
        lead={compliance.lead}
        background="ink"
      >
        <ComplianceBadges items={compliance.items} className="mt-12" />
      </PageSection>

      <section id="incident-response" aria-labelledby="incident-heading" className="py-16 sm:py-20">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <div className="grid gap-8 rounded-3xl bg-sand p-8 ring-1 ring-amber-200 sm:p-12 md:grid-cols-[auto_1fr] md:items-start">
            <p className="flex size-28 flex-col items-center justify-center rounded-full bg-white text-center shadow-sm ring-4 ring-accent sm:size-32">
              <span className="text-4xl font-extrabold text-ink">72</span>
              <span className="text-sm font-semibold text-amber-900 uppercase">hours</span>
            </p>
            <div>
              <p className="text-sm font-semibold tracking-wide text-amber-900 uppercase">
                {incidentResponse.eyebrow}
              </p>
              <h2
                id="incident-heading"
                className="mt-2 text-2xl font-extrabold tracking-tight text-balance text-ink sm:text-3xl"
              >
                {incidentResponse.title}
              </h2>
              <p className="mt-4 text-lg text-slate-800">{incidentResponse.text}</p>
              <ol className="mt-6 grid gap-3 sm:grid-cols-2">
                {incidentResponse.steps.map((step, index) => (
                  <li key={step} className="flex items-start gap-3 rounded-xl bg-white/70 p-3 text-slate-800">
                    <span
                      aria-hidden="true"
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-bold text-white"
                    >
                      {index + 1}
                    </span>
                    {step}
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </div>
      </section>

      <section id="faq" aria-labelledby="faq-heading" className="bg-canvas py-16 sm:py-20">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <SectionHeading id="faq-heading" eyebrow="FAQ" title="Security questions, answered" />
          <FaqList faqs={securityFaqs} className="mt-12" />
        </div>
      </section>

      <ClosingCta
        id="security-resources-heading"
        title={securityResources.title}
        lead={securityResources.lead}
        className="bg-canvas"
        note={
          <>
            Prefer to talk? Find every way to reach us on our{" "}
            <Link to="/contact" className="font-semibold text-white underline underline-offset-2">
              contact page
            </Link>
            .
          </>
        }
      >
        <a href={securityResources.overviewPath} className={ctaButtonClass("accent")}>
          <FileDown aria-hidden="true" className="size-5" />
          Security Overview (TXT)
        </a>
        <a href={securityMailto} className={ctaButtonClass("outline")}>
          <Mail aria-hidden="true" className="size-5" />
          Email the Security Team
        </a>
      </ClosingCta>
    </>
  );
}
