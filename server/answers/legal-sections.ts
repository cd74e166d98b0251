import fs from "node:fs";
import path from "node:path";
import type { KnowledgeEntry } from "../../core/knowledge/types";
import { parseMarkdown } from "../../core/markdown.server";
import { markdownSections } from "./blog-sections";

/** The policies the answer engine reads: refunds, who owns the recordings, how long data is kept. */
const legalPages = ["terms-of-service", "privacy-policy"] as const;

/**
 * The Terms of Service and the Privacy Policy as knowledge passages, one per "##" or "###"
 * section ("Terms of Service: Cancellation and refunds"), linked to the section's anchor. Read
 * once at start-up from content/legal; server-only (node:fs).
 */
export function legalSections(legalDir = path.resolve(process.cwd(), "content/legal")): KnowledgeEntry[] {
  return legalPages.flatMap((page) => {
    const file = path.join(legalDir, `${page}.md`);
    if (!fs.existsSync(file)) return [];
    const source = fs.readFileSync(file, "utf8");
    const { title } = parseMarkdown<{ title: string }>(source, file).front;
    return markdownSections(source, file, {
      depths: [2, 3],
      entry: (anchor, heading) => ({
        id: `legal-${page}-${anchor}`,
        // "6. Cancellation and refunds" reads "Cancellation and refunds".
        title: `${title}: ${heading.replace(/^\d+(\.\d+)*\.?\s+/, "")}`,
        url: `/${page}#${anchor}`,
        category: "Legal",
      }),
    });
  });
}
