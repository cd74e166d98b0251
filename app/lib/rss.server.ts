import { absoluteUrl, site } from "@core/site";
import type { ArticleSummary } from "./blog.server";

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RSS 2.0 for the blog: every article with its full title, summary, link and date. */
export function rssXml(articles: readonly ArticleSummary[]): string {
  const newest = [...articles].sort((a, b) => b.date.localeCompare(a.date));
  const rfc822 = (date: string) => new Date(`${date}T12:00:00Z`).toUTCString();
  const items = newest
    .map(
      (article) => `    <item>
      <title>${escapeXml(article.title)}</title>
      <link>${absoluteUrl(article.path)}</link>
      <guid isPermaLink="true">${absoluteUrl(article.path)}</guid>
      <description>${escapeXml(article.summary)}</description>
${article.categories.map((category) => `      <category>${escapeXml(category)}</category>`).join("\n")}
      <pubDate>${rfc822(article.date)}</pubDate>
      <dc:creator>${escapeXml(site.author.name)}</dc:creator>
    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`The ${site.product} Blog`)}</title>
    <link>${absoluteUrl("/blog")}</link>
    <atom:link href="${absoluteUrl("/blog/rss.xml")}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(`Practical guides from ${site.product} for small businesses that want every call answered.`)}</description>
    <language>en-us</language>
    <lastBuildDate>${newest[0] ? rfc822(newest[0].date) : new Date(0).toUTCString()}</lastBuildDate>
${items}
  </channel>
</rss>
`;
}
