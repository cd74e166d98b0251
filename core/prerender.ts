import { articleLinks, articlePath, blogCategories, categoryPath } from "./blog";
import { notFoundPath, pages } from "./pages";

/** A slug no article has: its prerendered page is served for every unknown /blog-posts/<slug>. */
export const missingArticleSlug = "__missing";

/** Every path prerendered at build time: pages, articles and the two not-found pages. */
export function prerenderPaths(): string[] {
  return [
    ...pages.map((page) => page.path),
    ...articleLinks.map((article) => articlePath(article.slug)),
    ...blogCategories.map((category) => categoryPath(category.slug)),
    articlePath(missingArticleSlug),
    notFoundPath,
  ];
}
