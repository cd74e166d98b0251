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
              test: /\/(core|app\/lib|app\/components\/layout|app\/components\/landing)\/(?!.*(drawer-panel|sales-dialog))|\/app\/components\/ui\/button|lucide-react/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { "/api/": "http://localhost:3000" } },
});
