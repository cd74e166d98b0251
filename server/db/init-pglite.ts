import { initializePgliteDir } from "./client";

/**
 * `node build/server/init-pglite.js <dir>`: creates a new, migrated PGlite data directory in
 * <dir>. `npm run build` makes the template a first start copies (client.ts, `pgliteTemplate`).
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: node build/server/init-pglite.js <data directory>");
initializePgliteDir(dataDir);
