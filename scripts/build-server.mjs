#!/usr/bin/env node
/**
 * Part of `npm run build`: compiles the server (server/main.ts and what it imports from core/)
 * into one ES module, build/server/main.js, with the npm packages left as imports, and puts the
 * database migrations and a new, migrated PGlite data directory (first starts copy it) next to
 * it. `npm start` runs it with plain `node`: no TypeScript compiler at run time, so the process
 * starts faster and holds less memory.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const outdir = path.resolve("build/server");
fs.rmSync(outdir, { recursive: true, force: true });

const result = await build({
  entryPoints: {
    main: "server/main.ts",
    "init-pglite": "server/db/init-pglite.ts",
    "build-prose-sections": "server/answers/build-prose-sections.ts",
  },
  outdir,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  metafile: true,
  logLevel: "warning",
});

fs.cpSync(path.resolve("server/db/migrations"), path.join(outdir, "migrations"), { recursive: true });

// A new, migrated embedded database for a first start to copy (server/db/client.ts): creating one
// (initdb) takes seconds a first visit should not wait.
const template = path.join(outdir, "pglite-template");
const init = spawnSync(process.execPath, [path.join(outdir, "init-pglite.js"), template], {
  stdio: "inherit",
});
if (init.status !== 0) throw new Error("build-server: could not create the PGlite template");

// The blog's and the policies' sections for the answer engine, parsed from their Markdown once here
// instead of at every start (server/answers/prose-sections.ts).
const prose = spawnSync(
  process.execPath,
  [path.join(outdir, "build-prose-sections.js"), path.join(outdir, "prose-sections.json")],
  { stdio: "inherit" },
);
if (prose.status !== 0) throw new Error("build-server: could not write the answer engine's sections");
const bytes = fs.statSync(path.join(outdir, "main.js")).size;
console.log(
  `build-server: build/server/main.js (${(bytes / 1024).toFixed(0)} KB, ${Object.keys(result.metafile.inputs).length} modules), its migrations and a new PGlite data directory to start from`,
);
