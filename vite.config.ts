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
        // One chunk for the code every page shares (config, shell, helpers, icons) instead of a
        // dozen tiny ones: fewer requests before first paint. Dialogs and toasts stay lazy.
        codeSplitting: {
          groups: [
            {
              name: "shared",
              // Only what nearly every page needs; zod (forms), the API reference, icons (each page
              // takes the ones it draws: grouping them pulled every icon of the site into every page) and the
              // dialogs stay in the chunks of the pages that use them.
              test: /\/core\/(site|phone|industries|plans|pages|redirects|env-public|trial|blog|claims|comparison)\.ts|\/app\/lib\/(cn|scroll|seo|use-hash-scroll)\.ts|\/app\/components\/(layout|landing)\/(?!.*(drawer-panel|sales-dialog|missed-call-calculator))|\/app\/components\/ui\/button/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { "/api/": `http://localhost:${process.env.API_PORT ?? 3000}` } },
});
