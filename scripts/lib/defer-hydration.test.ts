import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

/** The shape React Router 7's <Scripts /> writes into a prerendered page (hoisted preloads, one inline module). */
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/shared.js"/><link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/home.js"/></head><body><main><h1>Hostline</h1></main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/home.js";
  
  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client.js");</script></body></html>`;

function entryScriptOf(html: string): string {
  return /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
}

/**
 * Runs the rewritten inline module with a stand-in page: `import()` becomes a recorded call, and the
 * first frame comes only when the test says so.
 */
async function run(script: string, visibilityState: "visible" | "hidden") {
  const events: string[] = [];
  let frame: (() => void) | undefined;
  const document = {
    visibilityState,
    createElement: () => ({}),
    head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
  };
  const window: Record<string, unknown> = {};
  const load = async (href: string) => {
    events.push(`import ${href}`);
    return { href };
  };
  const body = script.replaceAll("import(", "load(");
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
  const done = new AsyncFunction("document", "window", "requestAnimationFrame", "setTimeout", "load", body)(
    document,
    window,
    (callback: () => void) => {
      events.push("frame requested");
      frame = callback;
    },
    (callback: () => void) => callback(),
    load,
  );
  return { events, window, done, paint: () => frame?.() };
}

describe("deferHydration", () => {
  const html = deferHydration(page);

  it("takes the modulepreload links out of the HTML and leaves the rest of the page alone", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain(
      "<main><h1>Hostline</h1></main><script>window.__reactRouterContext = {};</script>",
    );
  });

  it("loads nothing before the first frame, then preloads every module and imports them in the original order", async () => {
    const { events, window, done, paint } = await run(entryScriptOf(html), "visible");
    await Promise.resolve();
    expect(events).toEqual(["frame requested"]);
    paint();
    await done;
    expect(events).toEqual([
      "frame requested",
      "modulepreload /assets/manifest.js",
      "modulepreload /assets/entry.client.js",
      "modulepreload /assets/shared.js",
      "modulepreload /assets/root.js",
      "modulepreload /assets/home.js",
      "import /assets/manifest.js",
      "import /assets/root.js",
      "import /assets/home.js",
      "import /assets/entry.client.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root.js" },
      home: { href: "/assets/home.js" },
    });
  });

  it("does not wait for a frame in a hidden tab, where nothing paints", async () => {
    const { events, done } = await run(entryScriptOf(html), "hidden");
    await done;
    expect(events).not.toContain("frame requested");
    expect(events.at(-1)).toBe("import /assets/entry.client.js");
  });

  it("is idempotent and leaves a page without React Router's entry script as it is", () => {
    expect(deferHydration(html)).toBe(html);
    const plain = "<!DOCTYPE html><html><body><p>Not found</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });

  it("refuses an entry script it cannot rewrite faithfully", () => {
    expect(() =>
      deferHydration(
        page.replace('import "/assets/manifest.js";', 'import manifest from "/assets/manifest.js";'),
      ),
    ).toThrow(/import form/);
    expect(() => deferHydration(page.replaceAll(/<link rel="modulepreload"[^>]*>/g, ""))).toThrow(
      /modulepreload/,
    );
  });
});
