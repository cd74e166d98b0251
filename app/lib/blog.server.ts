import {
  type ArticleLink,
  articleLinks,
  articlePath,
  type BlogCategoryName,
  blogCategories,
  categoryPath,
  featuredArticleSlug,
} from "@core/blog";
import { readMarkdown } from "@core/markdown.server";

type BlogCategory = BlogCategoryName;

interface ArticleFront {
  title: string;
  description: string;
  summary: string;
  categories: BlogCategory[];
  date: string;
  keywords: string[];
  heroImage: string;
  heroAlt: string;
}

export const WORDS_PER_MINUTE = 200;

export function readTimeMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export interface ArticleSummary {
  slug: string;
  path: string;
  title: string;
  summary: string;
  description: string;
  categories: BlogCategory[];
  date: string;
  heroImage: string;
  heroAlt: string;
  /** The 1200×630 PNG made from the hero illustration at build time (scripts/postbuild.ts). */
  ogImage: string;
  readMinutes: number;
}

function summaryOf(slug: string, front: ArticleFront, words: number): ArticleSummary {
  return {
    slug,
    path: articlePath(slug),
    title: front.title,
    summary: front.summary,
    description: front.description,
    categories: front.categories,
    date: front.date,
    heroImage: front.heroImage,
    heroAlt: front.heroAlt,
    ogImage: ogImagePath(slug),
    readMinutes: readTimeMinutes(words),
  };
}

export function loadArticle(slug: string) {
  const link: ArticleLink | undefined = articleLinks.find((article) => article.slug === slug);
  if (!link) return null;
  const doc = readMarkdown<ArticleFront>("blog", `${slug}.md`);
  if (!doc) throw new Error(`content/blog/${slug}.md is missing`);
  const neighbour = (other?: string) => {
    if (!other) return null;
    const found = loadSummary(other);
    return { path: found.path, title: found.title };
  };
  return {
    ...summaryOf(slug, doc.front, doc.words),
    keywords: doc.front.keywords,
    words: doc.words,
    html: doc.html,
    headings: doc.headings.filter((heading) => heading.depth === 2),
    previous: neighbour(link.previous),
    next: neighbour(link.next),
  };
}

export function loadSummary(slug: string): ArticleSummary {
  const doc = readMarkdown<ArticleFront>("blog", `${slug}.md`);
  if (!doc) throw new Error(`content/blog/${slug}.md is missing`);
  return summaryOf(slug, doc.front, doc.words);
}

/** Every article, newest first. */
export function listArticles(): ArticleSummary[] {
  return articleLinks
    .map((article) => loadSummary(article.slug))
    .sort((a, b) => b.date.localeCompare(a.date));
}

export function ogImagePath(slug: string): string {
  return `/images/blog/og/${slug}.png`;
}

export interface CategoryCount {
  name: BlogCategory;
  slug: string;
  path: string;
  count: number;
}

/** Each category with the number of articles that carry it. */
export function categoryCounts(articles: readonly ArticleSummary[] = listArticles()): CategoryCount[] {
  return blogCategories.map((category) => ({
    name: category.name,
    slug: category.slug,
    path: categoryPath(category.slug),
    count: articles.filter((article) => article.categories.includes(category.name)).length,
  }));
}

/** The blog index's data: the featured article first, then every article newest first. */
export function loadBlogIndex() {
  const articles = listArticles();
  const featured = articles.find((article) => article.slug === featuredArticleSlug) ?? articles[0]!;
  return { featured, articles, categories: categoryCounts(articles) };
}

export function loadCategory(slug: string) {
  const category = blogCategories.find((entry) => entry.slug === slug);
  if (!category) return null;
  const articles = listArticles().filter((article) => article.categories.includes(category.name));
  return { name: category.name, slug: category.slug, path: categoryPath(category.slug), articles };
}
