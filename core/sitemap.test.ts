import { describe, expect, it } from "vitest";
import { articleLinks, blogCategories } from "./blog";
import { pages } from "./pages";
import { redirects } from "./redirects";
import { robotsTxt, sitemapPaths, sitemapXml } from "./sitemap";

describe("sitemap", () => {
  const paths = sitemapPaths();

  it("lists the indexable pages and every article, once each", () => {
    expect(paths).toContain("/");
    expect(paths).toContain("/plumbers");
    expect(paths).toContain("/privacy-policy");
    expect(paths.filter((path) => path.startsWith("/blog-posts/"))).toHaveLength(articleLinks.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("leaves out private pages, duplicates of home and aliases", () => {
    for (const path of [
      "/success",
      "/congratulations-welcome-aboard",
      "/dashboard",
      "/home",
      "/index",
      "/404",
    ]) {
      expect(paths).not.toContain(path);
    }
    for (const alias of redirects.keys()) expect(paths).not.toContain(alias);
    expect(paths.length).toBe(
      pages.filter((page) => page.indexable).length + blogCategories.length + articleLinks.length,
    );
  });

  it("writes absolute URLs and robots.txt names the sitemap", () => {
    expect(sitemapXml()).toContain("<loc>https://hostline.example/plumbers</loc>");
    expect(robotsTxt()).toContain("Sitemap: https://hostline.example/sitemap.xml");
  });
});
