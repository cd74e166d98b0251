import fs from "node:fs";
import path from "node:path";
import { articleLinks, articleSlugs, blogCategories } from "@core/blog";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { categoryCounts, listArticles, loadArticle, loadCategory, readTimeMinutes } from "./blog.server";
import { rssXml } from "./rss.server";

const articles = articleLinks.map((link) => {
  const article = loadArticle(link.slug);
  if (!article) throw new Error(`${link.slug} did not load`);
  return article;
});

describe("the thirteen articles", () => {
  it("all load from content/blog with complete front matter", () => {
    expect(articles).toHaveLength(13);
    expect(fs.readdirSync("content/blog").filter((file) => file.endsWith(".md"))).toHaveLength(13);
    for (const article of articles) {
      expect(article.title.length, article.slug).toBeGreaterThan(20);
      expect(article.description.length, article.slug).toBeGreaterThanOrEqual(100);
      expect(article.description.length, article.slug).toBeLessThanOrEqual(170);
      expect(article.summary.length, article.slug).toBeGreaterThan(50);
      expect(article.date, article.slug).toMatch(/^2025-\d\d-\d\d$/);
      expect(article.keywords.length, article.slug).toBeGreaterThanOrEqual(4);
      expect(fs.existsSync(path.join("public", article.heroImage)), article.heroImage).toBe(true);
      expect(article.categories.length, article.slug).toBeGreaterThan(0);
    }
  });

  it("read between 8 and 14 minutes at 200 words a minute", () => {
    for (const article of articles) {
      expect(article.words, article.slug).toBeGreaterThanOrEqual(1600);
      expect(article.words, article.slug).toBeLessThanOrEqual(2800);
      expect(article.readMinutes).toBe(readTimeMinutes(article.words));
      expect(article.readMinutes, article.slug).toBeGreaterThanOrEqual(8);
      expect(article.readMinutes, article.slug).toBeLessThanOrEqual(14);
    }
  });

  it("have a table of contents whose every entry is a heading id in the body", () => {
    for (const article of articles) {
      expect(article.headings.length, article.slug).toBeGreaterThanOrEqual(5);
      const ids = new Set([...article.html.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1]));
      for (const heading of article.headings)
        expect(ids.has(heading.id), `${article.slug}#${heading.id}`).toBe(true);
      expect(new Set(article.headings.map((h) => h.id)).size).toBe(article.headings.length);
    }
  });

  it("carry no raw HTML, unfilled tokens or literal brand values", () => {
    for (const article of articles) {
      expect(article.html, article.slug).not.toMatch(/\{\{|\}\}/);
      expect(article.html, article.slug).not.toMatch(/<(script|iframe|img|style)\b/);
    }
    for (const file of fs.readdirSync("content/blog")) {
      const source = fs.readFileSync(path.join("content/blog", file), "utf8");
      expect(source, file).not.toMatch(/\$299|\$599|\$1,199|888-555/);
    }
  });

  it("link only to pages of this site", () => {
    for (const article of articles) {
      for (const [, href] of article.html.matchAll(/<a href="([^"]+)"/g)) {
        expect(href, article.slug).toMatch(/^\/[^/]/);
      }
    }
  });

  it("follow SPEC's next-article chain", () => {
    const next = (slug: string) => articles.find((article) => article.slug === slug)?.next?.path;
    const at = (slug: string) => `/blog-posts/${slug}`;
    expect(next(articleSlugs.fiveTrends)).toBe(at(articleSlugs.roi));
    expect(next(articleSlugs.roi)).toBe(at(articleSlugs.fiveTrends));
    expect(next(articleSlugs.restaurantsPeak)).toBe(at(articleSlugs.emergencies));
    expect(next(articleSlugs.emergencies)).toBe(at(articleSlugs.fiveTrends));
    expect(next(articleSlugs.sevenWays)).toBe(at(articleSlugs.sixTrends));
    expect(next(articleSlugs.evolution)).toBeUndefined();
  });

  it("give every other article a next or previous link to a real article", () => {
    const paths = new Set(articles.map((article) => article.path));
    for (const article of articles) {
      expect(article.previous || article.next, article.slug).toBeTruthy();
      if (article.previous) expect(paths.has(article.previous.path)).toBe(true);
      if (article.next) expect(paths.has(article.next.path)).toBe(true);
    }
  });
});

describe("categories", () => {
  it("count the articles that carry each category, which gives SPEC's 4, 2, 3, 3, 2, 5", () => {
    const counts = categoryCounts();
    for (const category of counts) {
      expect(category.count).toBe(articles.filter((a) => a.categories.includes(category.name)).length);
    }
    expect(counts.map((category) => [category.name, category.count])).toEqual([
      ["Technology", 4],
      ["Business", 2],
      ["Industry", 3],
      ["Case Study", 3],
      ["Tutorial", 2],
      ["Integration", 5],
    ]);
  });

  it("only uses the six known categories, and each category view lists its articles", () => {
    const names = new Set<string>(blogCategories.map((category) => category.name));
    for (const article of articles)
      for (const category of article.categories) expect(names.has(category)).toBe(true);
    const integration = loadCategory("integration");
    expect(integration?.articles).toHaveLength(5);
    expect(loadCategory("no-such-category")).toBeNull();
  });
});

describe("RSS feed", () => {
  it("is RSS 2.0 XML listing all thirteen articles with full titles, summaries and links", () => {
    const xml = rssXml(listArticles());
    const doc = new JSDOM(xml, { contentType: "application/xml" }).window.document;
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const items = [...doc.querySelectorAll("item")];
    expect(items).toHaveLength(13);
    for (const item of items) {
      const link = item.querySelector("link")?.textContent ?? "";
      const article = articles.find((a) => link.endsWith(a.path));
      expect(article, link).toBeTruthy();
      expect(item.querySelector("title")?.textContent).toBe(article?.title);
      expect(item.querySelector("description")?.textContent).toBe(article?.summary);
      expect(Number.isNaN(Date.parse(item.querySelector("pubDate")?.textContent ?? ""))).toBe(false);
    }
  });
});
