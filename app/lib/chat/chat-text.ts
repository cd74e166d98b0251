/**
 * The chat's tiny text format (SPEC 2.8): **bold**, [Markdown links](/path), bare http(s) URLs
 * and "- " bullet lists. Nothing else is interpreted: any HTML in a message stays text, and a
 * link whose address is not http(s), mailto, tel or a path on this site stays text too.
 * The parser returns a small tree that components/chat/chat-text.tsx turns into React elements.
 */

export type ChatInline =
  | { type: "text"; text: string }
  | { type: "bold"; children: ChatInline[] }
  | { type: "link"; href: string; external: boolean; children: ChatInline[] };

export type ChatBlock =
  | { type: "paragraph"; lines: ChatInline[][] }
  | { type: "list"; items: ChatInline[][] };

/** The address to link to, or null when `raw` may not become a link. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  // Control characters, spaces and backslashes can turn a path into another origin or scheme.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point.
  if (href === "" || /[\s\\\u0000-\u001f\u007f]/.test(href)) return null;
  if (href.startsWith("/")) return href.startsWith("//") ? null : href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol === "http:" || url.protocol === "https:") return url.href;
  if (url.protocol === "mailto:" || url.protocol === "tel:") return href;
  return null;
}

const boldPattern = /\*\*(?=\S)([^\n]*?\S)\*\*/y;
const linkPattern = /\[([^\]\n]+)\]\(([^()\s]+)\)/y;
const urlPattern = /https?:\/\/[^\s<>"'`]+/iy;
const specialStart = /[*[h]/i;

/** A bare URL without the punctuation that usually follows it in a sentence. */
function trimUrl(url: string): string {
  let end = url.length;
  while (end > 0) {
    const char = url[end - 1] as string;
    if (".,;:!?".includes(char)) end--;
    else if (
      char === ")" &&
      (url.slice(0, end).match(/\(/g)?.length ?? 0) < (url.slice(0, end).match(/\)/g)?.length ?? 0)
    )
      end--;
    else break;
  }
  return url.slice(0, end);
}

function pushText(out: ChatInline[], text: string) {
  if (!text) return;
  const last = out.at(-1);
  if (last?.type === "text") last.text += text;
  else out.push({ type: "text", text });
}

interface InlineOptions {
  bold: boolean;
  links: boolean;
}

/** Inline markup of one line: bold may hold links; a link's label may hold bold. */
export function parseInline(
  line: string,
  options: InlineOptions = { bold: true, links: true },
): ChatInline[] {
  const out: ChatInline[] = [];
  let index = 0;
  let plainFrom = 0;
  const flush = (to: number) => pushText(out, line.slice(plainFrom, to));

  while (index < line.length) {
    const char = line[index] as string;
    if (!specialStart.test(char)) {
      index++;
      continue;
    }
    if (options.bold && char === "*") {
      boldPattern.lastIndex = index;
      const match = boldPattern.exec(line);
      if (match) {
        flush(index);
        out.push({
          type: "bold",
          children: parseInline(match[1] as string, { bold: false, links: options.links }),
        });
        index = boldPattern.lastIndex;
        plainFrom = index;
        continue;
      }
    }
    if (options.links && char === "[") {
      linkPattern.lastIndex = index;
      const match = linkPattern.exec(line);
      if (match) {
        const href = safeHref(match[2] as string);
        if (href) {
          flush(index);
          out.push({
            type: "link",
            href,
            external: !href.startsWith("/"),
            children: parseInline(match[1] as string, { bold: options.bold, links: false }),
          });
          index = linkPattern.lastIndex;
          plainFrom = index;
          continue;
        }
        // Not a safe address: the whole "[label](address)" stays text.
        index = linkPattern.lastIndex;
        continue;
      }
    }
    if (
      options.links &&
      (char === "h" || char === "H") &&
      (index === 0 || !/[\w/]/.test(line[index - 1] as string))
    ) {
      urlPattern.lastIndex = index;
      const match = urlPattern.exec(line);
      if (match) {
        const url = trimUrl(match[0]);
        const href = safeHref(url);
        if (href) {
          flush(index);
          out.push({ type: "link", href, external: true, children: [{ type: "text", text: url }] });
          index += url.length;
          plainFrom = index;
          continue;
        }
      }
    }
    index++;
  }
  flush(line.length);
  return out;
}

const listItem = /^\s*- (.*)$/;

/** Splits a message into paragraphs (blank-line separated, single newlines kept) and lists. */
export function parseChatText(text: string): ChatBlock[] {
  const blocks: ChatBlock[] = [];
  let current: ChatBlock | undefined;
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    const item = listItem.exec(line);
    if (item) {
      if (current?.type !== "list") {
        current = { type: "list", items: [] };
        blocks.push(current);
      }
      current.items.push(parseInline(item[1] as string));
    } else if (line.trim() === "") {
      current = undefined;
    } else {
      if (current?.type !== "paragraph") {
        current = { type: "paragraph", lines: [] };
        blocks.push(current);
      }
      current.lines.push(parseInline(line));
    }
  }
  return blocks;
}

function inlineText(nodes: readonly ChatInline[]): string {
  return nodes.map((node) => (node.type === "text" ? node.text : inlineText(node.children))).join("");
}

/**
 * The visible text of a parsed message, with "\n" between lines, items and blocks: what the
 * typewriter reveals (so markup characters are never typed out) and what screen readers hear.
 */
export function visibleText(blocks: readonly ChatBlock[]): string {
  return blocks
    .map((block) => (block.type === "paragraph" ? block.lines : block.items).map(inlineText).join("\n"))
    .join("\n");
}
