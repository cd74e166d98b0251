import fs from "node:fs";
import path from "node:path";
import type { Nodes } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString as mdastText } from "mdast-util-to-string";
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
  return markdownSections(source, file, {
    depths: [2],
    entry: (anchor, heading) => ({
      id: `blog-${slug}-${anchor}`,
      title: `${doc.front.title}: ${heading}`,
      url: `${articlePath(slug)}#${anchor}`,
      category: "Blog",
      keywords: doc.front.keywords,
    }),
  });
}

/**
 * A Markdown page's sections (at the heading depths given) as knowledge passages: each heading's
 * anchor (the id the page gives it), its text up to the next such heading as plain sentences, and
 * what `entry` adds. A heading with no text of its own ("## 5" right before "### 5.1") gives none.
 */
export function markdownSections(
  source: string,
  file: string,
  options: {
    depths: readonly number[];
    /** Read two-column tables as sentences (a policy's retention table); else tables are left out. */
    tables?: boolean;
    entry: (anchor: string, heading: string) => Omit<KnowledgeEntry, "answer">;
  },
): KnowledgeEntry[] {
  const doc = parseMarkdown(source, file);
  const anchors = doc.headings.filter((heading) => options.depths.includes(heading.depth));
  // Split the same token-filled body at those headings; they pair with `anchors` in order.
  const body = fillBody(source, file);
  const marks = options.depths.map((depth) => "#".repeat(depth)).join("|");
  const chunks = body.split(new RegExp(`^(?:${marks}) `, "m")).slice(1);
  return chunks.flatMap((chunk, index): KnowledgeEntry[] => {
    const [headingLine = "", ...rest] = chunk.split("\n");
    const text = plainText(rest.join("\n"), options);
    const anchor = anchors[index];
    if (!anchor || !text) return [];
    return [{ ...options.entry(anchor.id, plainLine(headingLine)), answer: text }];
  });
}

/** The article's body with its {{tokens}} filled, still in Markdown. */
function fillBody(source: string, file: string): string {
  const match = /^---\n[\s\S]*?\n---\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: missing front matter`);
  return fillTokens(match[1] ?? "", file);
}

/** Markdown to plain sentences, read from its syntax tree (mdast): links as their text, no emphasis
 * marks, images, code blocks or HTML, each paragraph, heading and list item one sentence. With
 * `tables`, a table of two columns reads one sentence a row ("Server logs: 30 days."); other
 * tables are left out: they read badly as sentences, and the page has them. (A blog table's rows
 * name several trades at once, which would blur which trade owns a word.) */
export function plainText(markdown: string, { tables = false } = {}): string {
  const sentences: string[] = [];
  const visit = (node: Nodes) => {
    if (node.type === "code" || node.type === "html" || node.type === "image") return;
    if (node.type === "paragraph" || node.type === "heading") {
      const text = inlineText(node);
      if (text && isTableText(text)) {
        if (tables) sentences.push(...pairSentences(markdown, node));
      } else if (text) sentences.push(asSentence(text));
      return;
    }
    if (!("children" in node)) return;
    const children: Nodes[] = node.children;
    children.forEach((child, index) => {
      const next = children[index + 1];
      const before = children[index - 1];
      // "You may not use the Service to:" and its list read as one sentence.
      if (child.type === "paragraph" && next?.type === "list" && inlineText(child).endsWith(":")) {
        const items = next.children.map((item) => inlineText(item).replace(/[\s;,.]+$/, ""));
        sentences.push(asSentence(`${inlineText(child)} ${items.join("; ")}`));
        return;
      }
      if (child.type === "list" && before?.type === "paragraph" && inlineText(before).endsWith(":")) return;
      visit(child);
    });
  };
  visit(fromMarkdown(markdown));
  return sentences.join(" ");
}

/** A heading or a line of Markdown as plain text, without adding an end to it. */
export function plainLine(markdown: string): string {
  return inlineText(fromMarkdown(markdown));
}

function inlineText(node: Nodes): string {
  return mdastText(node, { includeImageAlt: false }).replace(/\s+/g, " ").trim();
}

/** A table's rows, which CommonMark (without the GFM extension) reads as a paragraph of pipes. */
function isTableText(text: string): boolean {
  return text.startsWith("|") && text.endsWith("|");
}

/** A two-column table's body rows as "label: value." sentences; none for a wider table. */
function pairSentences(markdown: string, node: Nodes): string[] {
  const { start, end } = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return [];
  const rows = markdown
    .slice(start.offset, end.offset)
    .split("\n")
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((cell) => plainLine(cell.trim())),
    )
    .filter((cells) => !cells.every((cell) => /^:?-*:?$/.test(cell)));
  if (rows.some((cells) => cells.length !== 2)) return [];
  return rows.slice(1).map(([label, value]) => asSentence(`${label}: ${value}`));
}

function asSentence(text: string): string {
  if (/[.!?]$/.test(text)) return text;
  return `${text.replace(/[:;,]$/, "")}.`;
}
