import { defineConfig } from "vitest/config";
import { alias } from "./vite.config";

export default defineConfig({
  resolve: { alias },
  define: { __SITE_URL__: JSON.stringify(""), __APP_URL__: JSON.stringify("") },
  test: {
    include: ["{app,core,server,scripts,eval}/**/*.test.{ts,tsx}"],
    environment: "node",
    globalSetup: ["tests/setup/postgres.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
