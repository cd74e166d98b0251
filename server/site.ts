import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { articlePath } from "../core/blog";
import { notFoundPath } from "../core/pages";
import { missingArticleSlug } from "../core/prerender";
import { redirectTarget } from "../core/redirects";
import { site } from "../core/site";
import { pageCsp } from "./security-headers";

interface PageFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  csp: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

function readPage(clientDir: string, file: string, scriptHashes: string[], stripe: boolean): PageFile {
  const full = path.join(clientDir, file);
  const optional = (suffix: string) =>
    fs.existsSync(full + suffix) ? fs.readFileSync(full + suffix) : undefined;
  const body = fs.readFileSync(full);
  return {
    body,
    br: optional(".br"),
    gzip: optional(".gz"),
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    csp: pageCsp(scriptHashes, { stripe }),
  };
}

/**
 * A decoded path made safe to send back in a Location header: one leading slash (never "//" or
 * "/\\", which browsers read as another host), no control characters, and percent-encoded, so a
 * redirect only ever points at a path on this site.
 */
export function sitePath(decoded: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it strips.
  const clean = decoded.replace(/[\u0000-\u001f\u007f]/g, "");
  return encodeURI(`/${clean.replace(/^[/\\\s]+/, "")}`);
}

/**
 * Serves the prerendered site: known routes → 200 with their HTML, aliases → 301, unknown paths
 * → the not-found page with status 404. Hashed assets are cached for a year, everything else
 * revalidates. HTML is sent precompressed (brotli or gzip) when the browser accepts it.
 */
export async function registerSite(
  app: FastifyInstance,
  clientDir: string,
  options: { stripe?: boolean } = {},
) {
  const manifestFile = path.resolve(clientDir, "..", "pages.json");
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: run "npm run build" before starting the server`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<
    string,
    { file: string; scriptHashes: string[] }
  >;
  const pages = new Map<string, PageFile>();
  for (const [route, entry] of Object.entries(manifest)) {
    pages.set(route, readPage(clientDir, entry.file, entry.scriptHashes, options.stripe === true));
  }
  const notFound = pages.get(notFoundPath);
  const missingArticle = pages.get(articlePath(missingArticleSlug));
  if (!notFound || !missingArticle) throw new Error("The build has no not-found pages");
  const privateRoutes = new Set([notFoundPath, articlePath(missingArticleSlug), "/__spa-fallback"]);

  await app.register(fastifyStatic, {
    root: path.resolve(clientDir),
    serve: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });

  function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageFile, status: number) {
    reply
      .code(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", REVALIDATE)
      .header("content-security-policy", page.csp)
      .header("vary", "Accept-Encoding")
      .header("etag", page.etag);
    if (status === 200 && request.headers["if-none-match"] === page.etag) {
      return reply.code(304).send();
    }
    const accepts = String(request.headers["accept-encoding"] ?? "");
    if (page.br && /\bbr\b/.test(accepts)) return reply.header("content-encoding", "br").send(page.br);
    if (page.gzip && /\bgzip\b/.test(accepts))
      return reply.header("content-encoding", "gzip").send(page.gzip);
    return reply.send(page.body);
  }

  const fileExists = (relative: string) => {
    const full = path.resolve(clientDir, `.${relative}`);
    if (!full.startsWith(path.resolve(clientDir) + path.sep)) return false;
    return fs.existsSync(full) && fs.statSync(full).isFile();
  };

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: (request, reply) => {
      const url = new URL(request.url, "http://localhost");
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return sendPage(request, reply, notFound, 404);
      }

      if (pathname === "/api" || pathname.startsWith("/api/")) {
        if (pathname === "/api" && pages.has("/api"))
          return sendPage(request, reply, pages.get("/api")!, 200);
        return reply.code(404).send({ error: "Not Found", message: `No API endpoint at ${pathname}` });
      }

      // Customers' dashboards live in the product app.
      if (pathname === "/dashboard") return reply.redirect(site.appUrl, 302);

      const target = redirectTarget(pathname);
      if (target) return reply.redirect(`${target}${url.search}`, 301);
      if (pathname.length > 1 && pathname.endsWith("/")) {
        return reply.redirect(`${sitePath(pathname.replace(/\/+$/, ""))}${url.search}`, 301);
      }

      const page = pages.get(pathname);
      if (page && !privateRoutes.has(pathname)) return sendPage(request, reply, page, 200);

      if (!pathname.includes("..") && fileExists(pathname)) {
        reply.header(
          "cache-control",
          pathname.startsWith("/assets/")
            ? IMMUTABLE
            : pathname.endsWith(".data")
              ? REVALIDATE
              : "public, max-age=86400",
        );
        return reply.sendFile(pathname.slice(1));
      }

      if (/^\/blog-posts\/[^/]+\.data$/.test(pathname)) {
        // An unknown article on client-side navigation: the loader's "no such article" answer.
        reply.header("cache-control", REVALIDATE);
        return reply.sendFile(`blog-posts/${missingArticleSlug}.data`);
      }
      if (/^\/blog-posts\/[^/]+$/.test(pathname)) return sendPage(request, reply, missingArticle, 404);
      return sendPage(request, reply, notFound, 404);
    },
  });
}
