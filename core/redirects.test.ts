import { describe, expect, it } from "vitest";
import { articleLinks, articlePath } from "./blog";
import { industries } from "./industries";
import { pages } from "./pages";
import { redirects, redirectTarget } from "./redirects";

describe("redirect table", () => {
  it("sends every industry alias to its canonical page", () => {
    expect(redirectTarget("/restaurant")).toBe("/restaurants");
    expect(redirectTarget("/plumber")).toBe("/plumbers");
    expect(redirectTarget("/electrician")).toBe("/electricians");
    expect(redirectTarget("/pestcontrol")).toBe("/pest-control-services");
    expect(redirectTarget("/pest-control")).toBe("/pest-control-services");
    expect(redirectTarget("/personal-injury-attorney")).toBe("/personal-injury-attorneys");
    expect(redirectTarget("/hvac")).toBe("/hvac-services");
  });

  it("sends /freetrial home", () => {
    expect(redirectTarget("/freetrial")).toBe("/");
  });

  it("sends the eight short blog slugs to the full ones", () => {
    const blogRedirects = [...redirects].filter(([from]) => from.startsWith("/blog-posts/"));
    expect(blogRedirects).toHaveLength(8);
    expect(redirectTarget("/blog-posts/5-ai-customer-service-trends")).toBe(
      "/blog-posts/5-ai-customer-service-trends-transforming-business-communications-2025",
    );
    expect(redirectTarget("/blog-posts/integrating-your-ai-phone-system-with-popular-crms")).toBe(
      "/blog-posts/integrating-your-ai-phone-system-with-popular-crms-complete-guide-2025",
    );
  });

  it("ignores one trailing slash and leaves canonical paths alone", () => {
    expect(redirectTarget("/plumber/")).toBe("/plumbers");
    expect(redirectTarget("/plumbers")).toBeUndefined();
    expect(redirectTarget("/")).toBeUndefined();
  });

  it("only points at real pages, never at another alias, and never shadows a page", () => {
    const real = new Set([
      ...pages.map((page) => page.path),
      ...articleLinks.map((a) => articlePath(a.slug)),
    ]);
    for (const [from, to] of redirects) {
      expect(real.has(to), `${from} → ${to}`).toBe(true);
      expect(redirects.has(to)).toBe(false);
      expect(real.has(from)).toBe(false);
    }
    expect(redirects.size).toBe(1 + industries.flatMap((i) => i.aliases).length + 8);
  });
});
