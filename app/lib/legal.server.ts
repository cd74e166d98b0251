import { readMarkdown } from "@core/markdown.server";

export const legalPages = ["privacy-policy", "terms-of-service", "cookie-policy"] as const;
export type LegalPage = (typeof legalPages)[number];

interface LegalFront {
  title: string;
  description: string;
  updated: string;
}

export function loadLegalPage(page: LegalPage) {
  const doc = readMarkdown<LegalFront>("legal", `${page}.md`);
  if (!doc) throw new Error(`content/legal/${page}.md is missing`);
  return {
    ...doc.front,
    path: `/${page}`,
    html: doc.html,
    headings: doc.headings.filter((h) => h.depth === 2),
  };
}
