import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export const alias = {
  "~": path.resolve(import.meta.dirname, "app"),
  "@core": path.resolve(import.meta.dirname, "core"),
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias },
  // Public, build-time values only (core/env-public.ts). Secrets never go through `define`.
  define: {
    __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? ""),
    __APP_URL__: JSON.stringify(process.env.APP_URL ?? ""),
    __PRODUCT_API_URL__: JSON.stringify(process.env.PRODUCT_API_URL ?? ""),
    __WELCOME_VIDEO_URL__: JSON.stringify(process.env.WELCOME_VIDEO_URL ?? ""),
    // The year the site was built: the footer's © until the visitor's clock says a later one.
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // The icon groups' chunks are named after every page that shares them ("icons~home~industry~…"),
        // and those names are repeated in every import and in the route manifest: keep them short.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith("icons") ? "assets/icons-[hash].js" : "assets/[name]-[hash].js",
        // One chunk for the code every page shares (config, shell, helpers, icons) instead of a
        // dozen tiny ones: fewer requests before first paint. Dialogs and toasts stay lazy.
        codeSplitting: {
          groups: [
            {
              name: "shared",
              // Only what every page draws or needs: config, the header and footer, helpers. zod
              // (forms, API contracts), the API reference, icons (each page takes the ones it draws)
              // and the dialogs stay in the chunks of the pages that use them. The JavaScript each
              // page loads has a budget (scripts/check-budgets.mjs).
              test: /\/core\/(site|phone|industries|plans|pages|env-public|trial|claims)\.ts|\/app\/lib\/(cn|scroll|seo|use-hash-scroll|use-lazy-dialog)\.ts|\/app\/components\/layout\/(site-shell|site-header|site-footer|logo|nav-items|nav-link|section-link|industry-menu|mobile-drawer)\.tsx?|\/app\/components\/ui\/(button|card)|\/core\/pricing-api|\/app\/components\/trial\/trial-(context|types)|\/app\/components\/company\/section-heading|\/app\/components\/layout\/page-(section|header)|\/react-dom\/(index|cjs\/react-dom\.production)\.js/,
            },
            {
              // Icons are tiny and each page draws its own few: grouped by the pages that use them,
              // so an icon the landing pages share with /support does not pull the landing chunk in.
              name: "icons",
              test: /lucide-react\/dist\/esm\/icons\//,
              entriesAware: true,
              entriesAwareMergeThreshold: 1000,
            },
            {
              // The sections /pricing shares with the landing pages: its own chunk, so /pricing does
              // not load the hero, the demo call and the rest of the home page.
              name: "pricing-sections",
              test: /\/app\/components\/landing\/(pricing-section|comparison-table|missed-call-calculator|question-list|closing-call-to-action)\.tsx|\/app\/lib\/missed-calls\.ts|\/core\/(comparison|landing\/types)\.ts/,
            },
            {
              name: "landing",
              // The landing pages' sections: one chunk for the home page and the six trade pages.
              test: /\/app\/components\/landing\/(?!.*(sales-dialog|missed-call-calculator))|\/app\/components\/live-call\/live-call-button|\/core\/(comparison|landing\/types)\.ts/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { "/api/": `http://localhost:${process.env.API_PORT ?? 3000}` } },
});
