import { absoluteUrl, site } from "@core/site";
import type { MetaDescriptor } from "react-router";

export interface SeoInput {
  /** The page's own title; the brand is appended unless `title` already contains it. */
  title: string;
  description: string;
  /** The canonical path on this site, e.g. "/plumbers". */
  path: string;
  keywords?: readonly string[];
  /** Private pages (welcome, success, dashboard, 404) are kept out of search results. */
  noindex?: boolean;
  /** A page that is not a page of the site (the not-found page): no canonical link, no og:url. */
  notAPage?: boolean;
  /** An image path on this site; the product logo by default. */
  image?: { path: string; width: number; height: number; alt?: string };
  type?: "website" | "article";
  /** Extra structured data for this page, one object per JSON-LD block. */
  jsonLd?: readonly Record<string, unknown>[];
}

/** The one helper every route's `meta` uses: title, description, canonical, Open Graph, Twitter. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const title = input.title.includes(site.product) ? input.title : `${input.title} | ${site.product}`;
  const canonical = absoluteUrl(input.path);
  const image = input.image ?? {
    path: site.logo.path,
    width: site.logo.width,
    height: site.logo.height,
    alt: `${site.product} logo`,
  };
  const imageUrl = absoluteUrl(image.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    ...(input.notAPage ? [] : [{ tagName: "link", rel: "canonical", href: canonical }]),
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.product },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    ...(input.notAPage ? [] : [{ property: "og:url", content: canonical }]),
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt ?? title },
    { property: "og:locale", content: "en_US" },
    {
      name: "twitter:card",
      content: image.width >= 1000 ? "summary_large_image" : "summary",
    },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: imageUrl },
  ];
  if (input.keywords?.length) tags.push({ name: "keywords", content: input.keywords.join(", ") });
  tags.push({ name: "robots", content: input.noindex ? "noindex, nofollow" : "index, follow" });
  for (const block of input.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return tags;
}

/** Site-wide Organization structured data, rendered once in the document head. */
export function organizationJsonLd(): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.company,
    alternateName: site.product,
    url: site.url,
    logo: absoluteUrl(site.logo.path),
    email: site.emails.hello,
    contactPoint: [
      {
        "@type": "ContactPoint",
        telephone: site.phones.sales.e164,
        contactType: "sales",
        areaServed: "US",
        availableLanguage: "English",
      },
      {
        "@type": "ContactPoint",
        email: site.emails.support,
        contactType: "customer support",
      },
    ],
    address: site.offices.map((office) => ({
      "@type": "PostalAddress",
      streetAddress: office.address,
      addressLocality: office.city,
      addressRegion: office.stateLine.split(", ")[1]?.split(" ")[0],
      postalCode: office.stateLine.split(" ").at(-1),
      addressCountry: "US",
    })),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** BreadcrumbList structured data for a trail of [name, path] pairs. */
export function breadcrumbJsonLd(trail: readonly [string, string][]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(path),
    })),
  };
}
