import fs from "node:fs";
import path from "node:path";
import { articleLinks, articlePath } from "../../core/blog";
import { fillTokens } from "../../core/content-tokens";
import type { KnowledgeEntry } from "../../core/knowledge/types";
import { parseMarkdown } from "../../core/markdown.server";

interface ArticleFront {
  title: string;
  categories: string[];
  keywords: string[];
}

/**
 * The blog's articles as knowledge passages: one per "## " section, with the section's anchor
 * (the same id the article page gives the heading), its text as plain sentences, and the
 * article's keywords. Read once at start-up from content/blog; server-only (node:fs).
 */
export function blogSections(blogDir = path.resolve(process.cwd(), "content/blog")): KnowledgeEntry[] {
  return articleLinks.flatMap(({ slug }) => {
    const file = path.join(blogDir, `${slug}.md`);
    if (!fs.existsSync(file)) return [];
    return sectionsOf(slug, fs.readFileSync(file, "utf8"), file);
  });
}

export function sectionsOf(slug: string, source: string, file = slug): KnowledgeEntry[] {
  const doc = parseMarkdown<ArticleFront>(source, file);
  const anchors = doc.headings.filter((heading) => heading.depth === 2);
  // Split the same token-filled body at its "## " headings; they pair with `anchors` in order.
  const body = fillBody(source, file);
  const chunks = body.split(/^## /m).slice(1);
  return chunks.flatMap((chunk, index): KnowledgeEntry[] => {
    const [headingLine = "", ...rest] = chunk.split("\n");
    const text = plainText(rest.join("\n"));
    const anchor = anchors[index];
    if (!anchor || !text) return [];
    return [
      {
        id: `blog-${slug}-${anchor.id}`,
        title: `${doc.front.title}: ${plainText(headingLine)}`,
        answer: text,
        url: `${articlePath(slug)}#${anchor.id}`,
        category: "Blog",
        keywords: doc.front.keywords,
      },
    ];
  });
}

/** The article's body with its {{tokens}} filled, still in Markdown. */
function fillBody(source: string, file: string): string {
  const match = /^---\n[\s\S]*?\n---\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: missing front matter`);
  return fillTokens(match[1] ?? "", file);
}

/** Markdown to plain sentences: no emphasis marks, links as their text, list items as sentences. */
export function plainText(markdown: string): string {
  return (
    markdown
      .replace(/^>\s?/gm, "")
      .replace(/^#{1,6}\s+(.*)$/gm, "$1.")
      .replace(/^[ \t]*\|.*\|[ \t]*$/gm, "") // tables read badly as sentences: the page has them
      .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
      .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
      .replace(/(\*\*|__)(.+?)\1/g, "$2")
      .replace(/(^|\s)[*_](\S.*?\S|\S)[*_](?=\s|[.,;:!?]|$)/g, "$1$2")
      .replace(/`([^`]+)`/g, "$1")
      .replace(
        /^[ \t]*(?:[-*+]|\d+\.)[ \t]+(.*?)([.!?:])?[ \t]*$/gm,
        (_, item: string, end?: string) => `${item}${end && end !== ":" ? end : "."}`,
      )
      // A paragraph that ends without punctuation still ends a sentence.
      .replace(/([^.!?:\s])[ \t]*\n(?:[ \t]*\n)+/g, "$1.\n\n")
      .replace(/\.\./g, ".")
      .replace(/\s+/g, " ")
      .trim()
  );
}
