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
  build: { assetsInlineLimit: 0 },
  server: { port: 5173, proxy: { "/api/": "http://localhost:3000" } },
});
