import { absoluteUrl, site } from "@core/site";
import { PageHeader } from "~/components/layout/page-header";
import { Prose, TableOfContents } from "~/components/layout/prose";
import { type LegalPage, legalPages, loadLegalPage } from "~/lib/legal.server";
import { breadcrumbJsonLd, seo } from "~/lib/seo";
import type { Route } from "./+types/legal";

/** Build time: the privacy, terms and cookie pages, from content/legal/*.md. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/|\/$/g, "");
  const page = legalPages.find((name) => name === slug) as LegalPage | undefined;
  if (!page) throw new Response("Not found", { status: 404 });
  return loadLegalPage(page);
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  seo({
    title: loaderData.title,
    description: loaderData.description,
    path: loaderData.path,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: loaderData.title,
        description: loaderData.description,
        url: absoluteUrl(loaderData.path),
        dateModified: loaderData.updated,
        publisher: { "@type": "Organization", name: site.company },
      },
      breadcrumbJsonLd([
        ["Home", "/"],
        [loaderData.title, loaderData.path],
      ]),
    ],
  });

const updatedFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { title, updated, html, headings } = loaderData;
  return (
    <>
      <PageHeader eyebrow="Legal" title={title}>
        <p>
          Last updated{" "}
          <time dateTime={updated}>{updatedFormat.format(new Date(`${updated}T00:00:00Z`))}</time>
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <TableOfContents headings={headings} />
        </aside>
        <Prose html={html} className="max-w-3xl min-w-0" />
      </div>
    </>
  );
}
