/**
 * After `react-router build`: writes the sitemap, robots.txt, the blog feed and its images and the
 * logo PNG, computes each
 * page's inline-script hashes for the Content-Security-Policy, and precompresses text assets.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import { listArticles, ogImagePath } from "../app/lib/blog.server";
import { rssXml } from "../app/lib/rss.server";
import { site } from "../core/site";
import { robotsTxt, sitemapXml } from "../core/sitemap";
import { deferHydration } from "./lib/defer-hydration";

const client = path.resolve("build/client");
if (!fs.existsSync(client)) throw new Error("build/client is missing: run react-router build first");

// Vite copies public/ as it is, its README too: that is for developers, not for the site.
fs.rmSync(path.join(client, "README.md"), { force: true });
fs.writeFileSync(path.join(client, "sitemap.xml"), sitemapXml());
fs.writeFileSync(path.join(client, "robots.txt"), robotsTxt());

const logo = new Resvg(fs.readFileSync("public/logo.svg", "utf8"), {
  fitTo: { mode: "width", value: site.logo.width },
}).render();
fs.writeFileSync(path.join(client, site.logo.path), logo.asPng());

// The blog: its RSS feed, and a 1200×630 Open Graph PNG for each article from its illustration.
const articles = listArticles();
fs.mkdirSync(path.join(client, "blog"), { recursive: true });
fs.writeFileSync(path.join(client, "blog", "rss.xml"), rssXml(articles));
for (const article of articles) {
  const svg = fs.readFileSync(path.join("public", article.heroImage), "utf8");
  const png = new Resvg(svg, { fitTo: { mode: "width", value: 1200 }, background: "#f7f8fa" }).render();
  const out = path.join(client, ogImagePath(article.slug));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, png.asPng());
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** SHA-256 hashes of every executable inline <script> of an HTML page, in CSP source form. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes) || !body) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const files = walk(client);
const manifest: Record<string, { file: string; scriptHashes: string[] }> = {};
for (const file of files.filter((name) => name.endsWith(".html"))) {
  const relative = path.relative(client, file).split(path.sep).join("/");
  const route =
    relative === "index.html" ? "/" : `/${relative.replace(/\/?index\.html$/, "").replace(/\.html$/, "")}`;
  const html = deferHydration(fs.readFileSync(file, "utf8"));
  fs.writeFileSync(file, html);
  manifest[route] = { file: relative, scriptHashes: inlineScriptHashes(html) };
}
fs.writeFileSync(path.resolve("build/pages.json"), `${JSON.stringify(manifest, null, 2)}\n`);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(html|js|css|svg|xml|txt|json|data|webmanifest)$/;
await Promise.all(
  files
    .filter((file) => compressible.test(file) && fs.statSync(file).size > 1024)
    .map(async (file) => {
      const data = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip(data, { level: 9 }),
      ]);
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, gz);
    }),
);
console.log(
  `postbuild: ${Object.keys(manifest).length} pages, sitemap, robots.txt, RSS, ${articles.length} article images, logo, compressed assets`,
);
