import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../core/site";
import { type App, buildApp } from "./app";
import { type Database, openDatabase } from "./db/client";
import { loadEnv } from "./env";

const clientDir = path.resolve("build/client");
if (!fs.existsSync(path.resolve("build/pages.json"))) {
  throw new Error('The server tests serve the built site: run "npm run build" first (npm test does).');
}

let app: App;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: ":memory:" });
  app = await buildApp({
    env: loadEnv({ CLIENT_DIR: clientDir, NODE_ENV: "test" }),
    database,
    logger: false,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("pages", () => {
  it.each([
    "/",
    "/home",
    "/index",
    "/plumbers",
    "/pest-control-services",
    "/pricing",
    "/blog",
    "/api",
    "/privacy-policy",
    "/blog-posts/how-to-calculate-roi-of-ai-phone-system-2025",
  ])("%s answers 200 with its prerendered HTML", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("<title>");
  });

  it("puts each page's own title and canonical URL in the first response", async () => {
    const plumbers = await get("/plumbers");
    expect(plumbers.body).toContain(
      "<title>AI Phone Answering for Plumbers: Every Call, 24/7 | Hostline</title>",
    );
    expect(plumbers.body).toContain('<link rel="canonical" href="https://hostline.example/plumbers"/>');
    const home = await get("/home");
    expect(home.body).toContain('<link rel="canonical" href="https://hostline.example/"/>');
  });

  it("carries Open Graph tags and parseable Organization JSON-LD", async () => {
    const { body } = await get("/");
    expect(body).toContain('<meta property="og:image" content="https://hostline.example/logo.png"/>');
    expect(body).toContain('<meta property="og:title"');
    expect(body).toContain('<meta name="twitter:card"');
    const blocks = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { "@type": string; contactPoint?: { telephone?: string }[] },
    );
    const organization = blocks.find((block) => block["@type"] === "Organization");
    expect(organization?.contactPoint?.[0]?.telephone).toBe("+18885550142");
  });

  it("gives each article BlogPosting and BreadcrumbList JSON-LD and its own Open Graph image", async () => {
    const { body } = await get("/blog-posts/how-to-calculate-roi-of-ai-phone-system-2025");
    const types = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => (JSON.parse(match[1]!) as { "@type": string })["@type"],
    );
    expect(types).toEqual(expect.arrayContaining(["Organization", "BlogPosting", "BreadcrumbList"]));
    const image =
      /<meta property="og:image" content="https:\/\/hostline\.example(\/images\/blog\/og\/[^"]+\.png)"/.exec(
        body,
      );
    expect(image).toBeTruthy();
    const png = await get(image![1]!);
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    expect(png.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(png.rawPayload.readUInt32BE(20)).toBe(630);
  });

  it("serves the blog's RSS feed", async () => {
    const response = await get("/blog/rss.xml");
    expect(response.statusCode).toBe(200);
    expect(response.body.match(/<item>/g)).toHaveLength(13);
  });

  it("marks private pages noindex", async () => {
    for (const url of ["/success", "/congratulations-welcome-aboard"]) {
      expect((await get(url)).body).toContain('content="noindex, nofollow"');
    }
  });

  it("sends /dashboard to the product app with a 302", async () => {
    const response = await get("/dashboard");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(site.appUrl);
  });
});

describe("redirects", () => {
  it.each([
    ["/plumber", "/plumbers"],
    ["/restaurant", "/restaurants"],
    ["/electrician", "/electricians"],
    ["/pestcontrol", "/pest-control-services"],
    ["/pest-control", "/pest-control-services"],
    ["/personal-injury-attorney", "/personal-injury-attorneys"],
    ["/hvac", "/hvac-services"],
    ["/freetrial", "/"],
    [
      "/blog-posts/6-ai-customer-service-trends",
      "/blog-posts/6-ai-customer-service-trends-revolutionizing-phone-communications-2025",
    ],
    ["/plumbers/", "/plumbers"],
  ])("%s answers 301 to %s", async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it("keeps the query string", async () => {
    const response = await get("/plumber?plan=Pro%20Plan");
    expect(response.headers.location).toBe("/plumbers?plan=Pro%20Plan");
  });

  it.each([
    ["/%2Fevil.example/", "/evil.example"],
    ["/%5Cevil.example/", "/evil.example"],
    ["/%09/evil.example/", "/evil.example"],
    ["/%2F%2Fevil.example//", "/evil.example"],
    ["/%5C%5Cevil.example/path/", "/evil.example/path"],
    ["/a%20b/", "/a%20b"],
  ])("only ever redirects %s to a path on this site (%s)", async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(301);
    const location = String(response.headers.location);
    expect(location).toBe(to);
    expect(new URL(location, "https://hostline.example").origin).toBe("https://hostline.example");
  });
});

describe("not found", () => {
  it.each(["/no-such-page", "/plumbers/extra", "/blog-posts/no-such-article"])(
    "%s answers 404 with the not-found page",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.body).toContain("Oops! Page not found");
      expect(response.body).toContain('content="noindex, nofollow"');
    },
  );

  it("answers a malformed URL with a 4xx, never a 5xx", async () => {
    const response = await get("/%E0%A4%A");
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it("answers unknown API paths with JSON", async () => {
    const response = await get("/api/no-such-endpoint");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: "Not Found",
      message: "No API endpoint at /api/no-such-endpoint",
    });
  });

  it("serves the not-found pages themselves only as 404", async () => {
    expect((await get("/404")).statusCode).toBe(404);
    expect((await get("/blog-posts/__missing")).statusCode).toBe(404);
  });
});

describe("headers", () => {
  it("sends a script policy of our own origin plus the page's inline-script hashes", async () => {
    const response = await get("/");
    const csp = String(response.headers["content-security-policy"]);
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    // Every inline script in the page is allowed by hash.
    const { createHash } = await import("node:crypto");
    for (const [, attributes, body] of response.body.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
      if (!body || /src=|application\/ld\+json/.test(attributes ?? "")) continue;
      const hash = createHash("sha256").update(body).digest("base64");
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  it("sends the usual security headers on pages, assets and the API", async () => {
    for (const url of ["/", "/api/health", "/favicon.svg", "/no-such-page"]) {
      const response = await get(url);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["content-security-policy"]).toBeTruthy();
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
  });

  it("caches hashed assets for a year and makes HTML revalidate", async () => {
    const html = await get("/");
    expect(html.headers["cache-control"]).toBe("no-cache");
    const asset = /\/assets\/[^"]+\.js/.exec(html.body)?.[0];
    expect(asset).toBeTruthy();
    const response = await get(asset!);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends brotli or gzip when the browser accepts it, and 304 for a known ETag", async () => {
    const br = await get("/", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    const gz = await get("/", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const again = await get("/", { "if-none-match": String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe("GET /api/health", () => {
  it("reports each mode, saying plainly that test-mode payments charge no card", async () => {
    const response = await get("/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: { mode: "pglite" },
      payments: { mode: "test", notice: "Test mode: no card is charged" },
      answers: { mode: "local" },
      leadForwarding: { mode: "off" },
    });
  });
});

describe("sitemap and robots", () => {
  it("serves both from the build", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain("<loc>https://hostline.example/plumbers</loc>");
    expect(sitemap.body).not.toContain("/plumber<");
    const robots = await get("/robots.txt");
    expect(robots.body).toContain("Sitemap: https://hostline.example/sitemap.xml");
  });
});
