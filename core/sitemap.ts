import { articleLinks, articlePath, blogCategories, categoryPath } from "./blog";
import { pages } from "./pages";
import { absoluteUrl } from "./site";

/** The canonical, indexable paths: pages that are not private, blog categories and articles. No alias. */
export function sitemapPaths(): string[] {
  return [
    ...pages.filter((page) => page.indexable).map((page) => page.path),
    ...blogCategories.map((category) => categoryPath(category.slug)),
    ...articleLinks.map((article) => articlePath(article.slug)),
  ];
}

export function sitemapXml(): string {
  const urls = sitemapPaths()
    .map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
