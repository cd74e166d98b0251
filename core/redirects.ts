import { articleLinks, articlePath } from "./blog";
import { industries } from "./industries";

/**
 * Every old or short path and where it now lives. The server answers these with a 301 and the
 * browser router replaces them with the target on client-side navigation: both read this table.
 */
export const redirects: ReadonlyMap<string, string> = new Map<string, string>([
  ["/freetrial", "/"],
  ...industries.flatMap((industry) =>
    industry.aliases.map((alias): [string, string] => [alias, industry.path]),
  ),
  ...articleLinks.flatMap((article): [string, string][] =>
    article.alias ? [[articlePath(article.alias), articlePath(article.slug)]] : [],
  ),
]);

/** The canonical target for `pathname`, ignoring one trailing slash, or undefined. */
export function redirectTarget(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return redirects.get(path);
}
