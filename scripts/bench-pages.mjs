#!/usr/bin/env node
import lighthouse from "lighthouse";
import { launchChromium } from "./lib/chromium.mjs";
/**
 * `npm run bench:pages [path ...]`: Lighthouse (mobile) against the built site on the real server,
 * printing the four category scores, LCP, TBT, CLS and the JavaScript each page loads (gzip).
 * Run `npm run build` first. Uses Debian's Chromium.
 */
import { freePort, startServer } from "./lib/server.mjs";

const defaults = [
  "/",
  "/plumbers",
  "/pricing",
  "/blog",
  "/blog-posts/how-to-calculate-roi-of-ai-phone-system-2025",
];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : defaults;

const server = await startServer({ PGLITE_DIR: ":memory:" });
const { base } = server;

const debugPort = await freePort();
const browser = await launchChromium([`--remote-debugging-port=${debugPort}`]);

const rows = [];
try {
  for (const path of paths) {
    const result = await lighthouse(`${base}${path}`, {
      port: debugPort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const { categories, audits } = result.lhr;
    const requests = audits["network-requests"]?.details?.items ?? [];
    const jsBytes = requests
      .filter((request) => request.resourceType === "Script")
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    rows.push({
      path,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      "best-practices": Math.round(categories["best-practices"].score * 100),
      seo: Math.round(categories.seo.score * 100),
      "LCP ms": Math.round(audits["largest-contentful-paint"].numericValue),
      "TBT ms": Math.round(audits["total-blocking-time"].numericValue),
      CLS: Number((audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
      "JS KB (gzip)": Number((jsBytes / 1024).toFixed(1)),
    });
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log("\nLighthouse, mobile (simulated Moto G Power, slow 4G):");
console.table(rows);
