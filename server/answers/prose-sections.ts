import fs from "node:fs";
import path from "node:path";
import type { KnowledgeEntry } from "../../core/knowledge/types";
import { blogSections } from "./blog-sections";
import { legalSections } from "./legal-sections";

/**
 * The blog's and the policies' sections as `npm run build` wrote them beside the built server
 * (scripts/build-server.mjs runs `writeProseSections`): the built server reads them instead of
 * parsing every article's Markdown at start-up, which left about 40 MB of garbage in a fresh
 * process. A run from source has no such file and parses the Markdown.
 */
const prebuilt = path.resolve(import.meta.dirname, "prose-sections.json");

export function proseSections(): KnowledgeEntry[] {
  if (fs.existsSync(prebuilt)) return JSON.parse(fs.readFileSync(prebuilt, "utf8")) as KnowledgeEntry[];
  return [...blogSections(), ...legalSections()];
}

/** Writes the sections to `file` (run at build time, from the repository's root). */
export function writeProseSections(file: string): number {
  const sections = [...blogSections(), ...legalSections()];
  fs.writeFileSync(file, JSON.stringify(sections));
  return sections.length;
}
