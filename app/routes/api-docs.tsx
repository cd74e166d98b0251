import {
  apiDocsPage,
  authentication,
  errorsIntro,
  fullExamplesIntro,
  gettingStarted,
  quickFacts,
  rateLimitCopy,
  sdkIntro,
  sdkLanguages,
} from "@core/api-docs";
import { apiEndpoints, apiErrors, endpointAnchor, rateLimit } from "@core/api-reference";
import { publicEnv } from "@core/env-public";
import { absoluteUrl, site } from "@core/site";
import { BookOpen, Download, KeyRound, ShieldAlert, Webhook } from "lucide-react";
import { ApiEndpointCard, HttpMethodBadge } from "~/components/company/api-endpoint";
import { CodeSample, type CodeSampleData } from "~/components/company/code-sample";
import { InlineCode } from "~/components/company/inline-code";
import { PageHeader } from "~/components/layout/page-header";
import { buttonClass } from "~/components/ui/button";
import { cardVariants } from "~/components/ui/card";
import { apiCodeSamples } from "~/content/api-code-samples.server";
import { cn } from "~/lib/cn";
import { highlightSamples } from "~/lib/highlight.server";
import { breadcrumbJsonLd, seo } from "~/lib/seo";
import type { Route } from "./+types/api-docs";

/** Build time: every code sample, highlighted by Shiki. The browser gets the HTML, not Shiki. */
export async function loader() {
  return { samples: await highlightSamples(apiCodeSamples()) };
}

export const meta = () =>
  seo({
    title: apiDocsPage.title,
    description: apiDocsPage.description,
    path: "/api",
    keywords: ["REST API", "call API", "webhooks", "call transcripts", "OpenAPI", "AI receptionist API"],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "TechArticle",
        headline: `${site.product} API reference`,
        description: apiDocsPage.description,
        url: absoluteUrl("/api"),
        inLanguage: "en-US",
        proficiencyLevel: "Beginner",
        publisher: { "@type": "Organization", name: site.company, url: site.url },
        about: {
          "@type": "WebAPI",
          name: apiDocsPage.title,
          documentation: absoluteUrl("/api"),
          termsOfService: absoluteUrl("/terms-of-service"),
          provider: { "@type": "Organization", name: site.company, url: site.url },
        },
      },
      breadcrumbJsonLd([
        ["Home", "/"],
        ["API", "/api"],
      ]),
    ],
  });

const sections = [
  { id: "getting-started", label: "Getting started" },
  { id: "authentication", label: "Authentication" },
  { id: "endpoints", label: "Endpoints" },
  { id: "errors", label: "Errors" },
  { id: "rate-limits", label: "Rate limits" },
  { id: "sdks", label: "SDKs" },
  { id: "examples", label: "Node.js and Python examples" },
] as const;

function OnThisPage({ className }: { className?: string }) {
  return (
    <ol className={cn("space-y-1 text-sm", className)}>
      {sections.map((section) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="block rounded-md px-2 py-1.5 font-medium text-slate-800 hover:bg-white hover:text-brand-800"
          >
            {section.label}
          </a>
          {section.id === "endpoints" && (
            <ol className="mt-1 mb-2 space-y-1 border-l border-slate-200 pl-2">
              {apiEndpoints.map((endpoint) => (
                <li key={endpoint.operationId}>
                  <a
                    href={`#${endpointAnchor(endpoint)}`}
                    className="flex items-center gap-2 rounded-md px-2 py-1 text-slate-700 hover:bg-white hover:text-brand-800"
                  >
                    <HttpMethodBadge method={endpoint.method} className="w-11 text-[10px]" />
                    <span>{endpoint.summary}</span>
                  </a>
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}

function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn("scroll-mt-20", className)}>
      <h2 id={`${id}-heading`} className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function ApiDocsPage({ loaderData }: Route.ComponentProps) {
  const { samples } = loaderData;
  const sample = (id: string): CodeSampleData => {
    const found = samples[id];
    if (!found) throw new Error(`Missing code sample ${id}`);
    return found;
  };

  return (
    <>
      <PageHeader eyebrow="Developers" title={apiDocsPage.title}>
        <p>{apiDocsPage.lead}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a href="#getting-started" className={buttonClass("primary")}>
            <BookOpen aria-hidden="true" className="size-5" />
            Get started
          </a>
          <a
            href={apiDocsPage.openApiPath}
            download="openapi.json"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-5 py-2 text-center text-base font-semibold text-ink transition-colors hover:border-brand-700 hover:text-brand-800"
          >
            <Download aria-hidden="true" className="size-5" />
            Download the OpenAPI 3.1 document
          </a>
        </div>
      </PageHeader>

      <div className="border-y border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-7xl gap-px bg-slate-200 sm:grid-cols-2 lg:grid-cols-4">
          {quickFacts.map((fact) => (
            <div key={fact.term} className="bg-white px-4 py-5 sm:px-6">
              <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{fact.term}</dt>
              <dd className={cn("mt-1 text-ink", fact.code ? "font-mono text-sm break-all" : "font-medium")}>
                {fact.detail}
              </dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 lg:py-16">
        <aside className="mb-10 lg:mb-0">
          <details className="group rounded-2xl bg-canvas p-4 lg:hidden">
            <summary className="cursor-pointer text-sm font-semibold tracking-wide text-slate-700 uppercase">
              On this page
            </summary>
            <nav aria-label="On this page" className="mt-3">
              <OnThisPage />
            </nav>
          </details>
          <nav
            aria-labelledby="api-toc-heading"
            className="hidden rounded-2xl bg-canvas p-4 lg:sticky lg:top-24 lg:block lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
          >
            <h2
              id="api-toc-heading"
              className="px-2 text-sm font-semibold tracking-wide text-slate-700 uppercase"
            >
              On this page
            </h2>
            <OnThisPage className="mt-3" />
          </nav>
        </aside>

        <div className="min-w-0 space-y-16">
          <Section id="getting-started" title="Getting started">
            <p className="mt-3 max-w-3xl text-lg text-slate-700">
              Three steps from nothing to your call data in your own system.
            </p>
            <ol className="mt-8 space-y-8">
              {gettingStarted.map((step, index) => (
                <li key={step.title} className="grid grid-cols-[2.5rem_minmax(0,1fr)] gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div className="min-w-0">
                    <h3 className="text-lg font-bold text-ink">
                      <span className="sr-only">Step {index + 1}: </span>
                      {step.title}
                    </h3>
                    <p className="mt-1 text-slate-700">
                      <InlineCode text={step.text} />
                    </p>
                    {step.sampleId && <CodeSample className="mt-4" sample={sample(step.sampleId)} />}
                    {step.link && (
                      <a
                        href={step.link.href}
                        className="mt-3 inline-flex items-center gap-2 font-semibold text-brand-800 underline underline-offset-2"
                      >
                        <Webhook aria-hidden="true" className="size-4" />
                        {step.link.label}
                      </a>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          </Section>

          <Section id="authentication" title="Authentication">
            <div className="mt-4 max-w-3xl space-y-4 text-slate-700">
              {authentication.paragraphs.map((paragraph) => (
                <p key={paragraph}>
                  <InlineCode text={paragraph} />
                </p>
              ))}
            </div>
            <CodeSample className="mt-6" sample={sample("auth-header")} />
            <div className="mt-6 flex gap-4 rounded-2xl border border-amber-300 bg-sand p-5">
              <ShieldAlert aria-hidden="true" className="size-6 shrink-0 text-amber-900" />
              <div>
                <h3 className="font-bold text-ink">{authentication.warningTitle}</h3>
                <p className="mt-1 text-slate-800">{authentication.warning}</p>
              </div>
            </div>
          </Section>

          <Section id="endpoints" title="Endpoints">
            <p className="mt-3 max-w-3xl text-lg text-slate-700">
              Every path is relative to <code className="font-mono text-base">{publicEnv.productApiUrl}</code>
              , the product API&apos;s own address (not this website). Request and response bodies are JSON;
              timestamps are ISO 8601 in UTC; phone numbers are E.164.
            </p>
            <div className="mt-8 space-y-8">
              {apiEndpoints.map((endpoint) => (
                <ApiEndpointCard
                  key={endpoint.operationId}
                  endpoint={endpoint}
                  request={sample(`${endpoint.operationId}-request`)}
                  response={sample(`${endpoint.operationId}-response`)}
                />
              ))}
            </div>
          </Section>

          <Section id="errors" title="Errors">
            <p className="mt-3 max-w-3xl text-lg text-slate-700">{errorsIntro}</p>
            <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {apiErrors.map((error) => (
                <li
                  key={error.status}
                  id={`error-${error.status}`}
                  className="grid scroll-mt-20 gap-2 p-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-6 sm:p-5"
                >
                  <div>
                    <p className="font-bold text-ink">
                      {error.status} {error.title}
                    </p>
                    <code className="font-mono text-sm text-slate-700">{error.code}</code>
                  </div>
                  <p className="text-slate-700">
                    <InlineCode text={error.when} />
                  </p>
                </li>
              ))}
            </ul>
            <CodeSample className="mt-6" sample={sample("error-example")} title="Example: 404 Not Found" />
          </Section>

          <Section id="rate-limits" title="Rate limits">
            <div className="mt-4 max-w-3xl space-y-4 text-slate-700">
              {rateLimitCopy.paragraphs.map((paragraph) => (
                <p key={paragraph}>
                  <InlineCode text={paragraph} />
                </p>
              ))}
            </div>
            <dl className="mt-6 grid gap-3 sm:grid-cols-3">
              {rateLimit.headers.map((header) => (
                <div key={header.name} className="rounded-xl border border-slate-200 bg-white p-4">
                  <dt>
                    <code className="font-mono text-sm font-semibold text-ink">{header.name}</code>
                  </dt>
                  <dd className="mt-1 text-sm text-slate-700">{header.description}</dd>
                </div>
              ))}
            </dl>
            <CodeSample className="mt-6" sample={sample("rate-limit-example")} />
          </Section>

          <Section id="sdks" title="SDKs and client libraries">
            <p className="mt-3 max-w-3xl text-lg text-slate-700">{sdkIntro}</p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {sdkLanguages.map((language) => (
                <li key={language.name} className={cardVariants({ padding: "md" })}>
                  <h3 className="text-lg font-bold text-ink">{language.name}</h3>
                  <p className="mt-2 text-sm text-slate-700">
                    <span className="font-semibold text-slate-800">HTTP client:</span> {language.client}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">
                    <span className="font-semibold text-slate-800">Generator:</span>{" "}
                    <code className="rounded bg-slate-100 px-1 font-mono text-xs text-slate-800">
                      -g {language.generator}
                    </code>
                  </p>
                </li>
              ))}
            </ul>
            <CodeSample className="mt-6" sample={sample("sdk-generate")} title="Generate a Python client" />
          </Section>

          <Section id="examples" title="Node.js and Python examples">
            <p className="mt-3 max-w-3xl text-lg text-slate-700">{fullExamplesIntro}</p>
            <div className="mt-6 space-y-6">
              <CodeSample sample={sample("node-example")} title="Node.js: calls.mjs" fullHeight />
              <CodeSample sample={sample("python-example")} title="Python: calls.py" fullHeight />
            </div>
          </Section>

          <aside
            aria-labelledby="api-help-heading"
            className="rounded-2xl bg-ink p-6 text-white sm:flex sm:items-center sm:justify-between sm:gap-6 sm:p-8"
          >
            <div className="flex gap-4">
              <KeyRound aria-hidden="true" className="size-8 shrink-0 text-brand-300" />
              <div>
                <h2 id="api-help-heading" className="text-xl font-bold">
                  Building an integration?
                </h2>
                <p className="mt-1 text-slate-300">
                  Tell us what you are connecting and we will help you plan it, from the first request to
                  production.
                </p>
              </div>
            </div>
            <div className="mt-5 flex flex-col gap-3 sm:mt-0 sm:shrink-0">
              <a
                href={`mailto:${site.emails.support}?subject=${encodeURIComponent(`${site.product} API question`)}`}
                className={buttonClass("accent")}
              >
                Email {site.emails.support}
              </a>
              <a
                href={apiDocsPage.openApiPath}
                className="text-center text-sm font-semibold text-brand-200 underline"
              >
                OpenAPI 3.1 document (JSON)
              </a>
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
