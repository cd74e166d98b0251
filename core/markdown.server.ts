import fs from "node:fs";
import path from "node:path";
import { Marked } from "marked";
import { parse as parseYaml } from "yaml";
import { fillTokens } from "./content-tokens";

/** Build-time Markdown: front matter, {{tokens}}, heading anchors and a table of contents. */
export interface Heading {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface MarkdownDocument<Front> {
  front: Front;
  html: string;
  headings: Heading[];
  /** Words of prose in the body (Markdown syntax and table rules not counted). */
  words: number;
}

export const contentRoot = path.resolve(process.cwd(), "content");

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/&[a-z]+;|&#\d+;/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

export function countWords(markdown: string): number {
  const prose = markdown
    .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, " ") // table rules
    .replace(/\]\([^)]*\)/g, "]") // link targets
    .replace(/[#>*_`|[\]-]+/g, " ");
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function parseMarkdown<Front>(source: string, file: string): MarkdownDocument<Front> {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: missing front matter`);
  const front = parseYaml(fillTokens(match[1] ?? "", file)) as Front;
  const body = fillTokens(match[2] ?? "", file);
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        const text = inner.replace(/<[^>]+>/g, "");
        let id = slugify(text);
        const seen = used.get(id) ?? 0;
        used.set(id, seen + 1);
        if (seen) id = `${id}-${seen + 1}`;
        if (depth === 2 || depth === 3) headings.push({ id, text: decodeEntities(text), depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      html() {
        return ""; // Content is Markdown only: raw HTML is dropped.
      },
      link({ href, title, tokens }) {
        const text = this.parser.parseInline(tokens);
        const safe = /^(\/|#|https:\/\/|mailto:|tel:)/.test(href) ? href : "#";
        const external = safe.startsWith("https://");
        const titleAttr = title ? ` title="${title}"` : "";
        const rel = external ? ' rel="noopener noreferrer" target="_blank"' : "";
        return `<a href="${safe}"${titleAttr}${rel}>${text}</a>`;
      },
    },
  });
  // A wide table scrolls sideways inside itself (see app.css): keyboard users can focus it to scroll.
  const html = (marked.parse(body) as string).replaceAll("<table>", '<table tabindex="0">');
  return { front, html, headings, words: countWords(body) };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

export function readMarkdown<Front>(...segments: string[]): MarkdownDocument<Front> | null {
  const file = path.join(contentRoot, ...segments);
  if (!fs.existsSync(file)) return null;
  return parseMarkdown<Front>(fs.readFileSync(file, "utf8"), path.relative(process.cwd(), file));
}
