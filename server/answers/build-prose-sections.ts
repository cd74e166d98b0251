import { writeProseSections } from "./prose-sections";

/** `node build/server/build-prose-sections.js <file>`: part of `npm run build`, see prose-sections.ts. */
const file = process.argv[2];
if (!file) throw new Error("usage: node build/server/build-prose-sections.js <file>");
writeProseSections(file);
