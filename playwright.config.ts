import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
/** Point the tests at a server that is already running (e.g. `npm run dev`) instead of starting one. */
const externalBaseUrl = process.env.E2E_BASE_URL;

/** Browser tests run in Debian's Chromium against the built site on the real server. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: externalBaseUrl ?? `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, "--disable-quic"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: externalBaseUrl
    ? undefined
    : {
        // The compiled server `npm start` runs (npm test builds first).
        command: "node build/server/main.js",
        url: `http://localhost:${port}/api/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        env: { PORT: String(port), PGLITE_DIR: ":memory:", LOG_LEVEL: "warn", NODE_ENV: "test" },
      },
});
