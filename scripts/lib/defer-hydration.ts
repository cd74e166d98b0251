/**
 * Rewrites a prerendered page so its JavaScript is requested after the first paint instead of
 * alongside the stylesheet (see docs/decisions/008-javascript-after-first-paint.md).
 *
 * React Router's <Scripts /> writes a `<link rel="modulepreload">` for every module the page needs
 * (React hoists them into <head>) and one inline module script whose static imports load the
 * manifest and the route modules, then `import()` the client entry. On a slow connection those
 * ~120 KB of preloads share the bandwidth with the render-blocking HTML and CSS, so the text the
 * page already has paints later. Here the preload links come out of the HTML; the inline script
 * waits for the first frame (or goes at once in a hidden tab, where nothing paints), adds the same
 * preload links then, so every module still downloads in parallel, and imports the same modules in
 * the same order with `await import()`.
 */

const preloadLink = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const firstFrame =
  'if (document.visibilityState !== "hidden") await new Promise((go) => requestAnimationFrame(() => setTimeout(go)));';
const entryScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The inline module's static imports as awaited dynamic ones, keeping their order. */
function dynamicImports(body: string): string {
  return body
    .replace(/^\s*import \* as (\w+) from ("[^"]+");/gm, (_, name: string, href: string) => {
      return `const ${name} = await import(${href});`;
    })
    .replace(/^\s*import ("[^"]+");/gm, (_, href: string) => `await import(${href});`);
}

export function deferHydration(html: string): string {
  const entry = entryScript.exec(html);
  if (!entry) return html;
  const body = entry[1] ?? "";
  if (body.startsWith(firstFrame)) return html;
  if (/^\s*import\s+(?![*"(])/m.test(body)) {
    throw new Error("deferHydration: an import form it does not know in React Router's entry script");
  }
  const hrefs = [...html.matchAll(preloadLink)].map((match) => match[1] ?? "");
  if (hrefs.length === 0) throw new Error("deferHydration: no modulepreload links to move");
  const loader = [
    firstFrame,
    `for (const href of ${JSON.stringify(hrefs)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    dynamicImports(body).trim(),
  ].join("\n");
  return html
    .replace(preloadLink, "")
    .replace(entryScript, () => `<script type="module" async="">${loader}</script>`);
}
