import { type RouteConfig, route } from "@react-router/dev/routes";
import { pages } from "../core/pages";
import { redirects } from "../core/redirects";

/**
 * The explicit route table (SPEC 2.1). Screens come from core/pages.ts, which the prerender list
 * and the sitemap read too; each route module is its own lazily loaded chunk.
 */
export default [
  ...pages.map((page) => route(page.path, page.file, { id: page.id })),
  route("blog-posts/:slug", "routes/blog-post.tsx", { id: "blog-post" }),
  route("blog/category/:category", "routes/blog-category.tsx", { id: "blog-category" }),
  // Old and short paths: the server answers them with a 301; on client-side navigation this
  // route replaces them with their canonical path. Both read core/redirects.ts.
  ...[...redirects.keys()].map((from) => route(from, "routes/redirect.tsx", { id: `redirect:${from}` })),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
