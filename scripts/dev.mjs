#!/usr/bin/env node
// `npm run dev`: the API on :3000 (restarting on change) and Vite with hot reload on :5173,
// which proxies /api/ to the API. Stops both on Ctrl-C. API_PORT and WEB_PORT move them, so
// several copies can run side by side (for example one per branch being worked on).
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3000";
const webPort = process.env.WEB_PORT ?? "5173";

const children = [
  spawn("npx", ["tsx", "watch", "server/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      SERVE_SITE: "false",
      NODE_ENV: "development",
      PORT: apiPort,
      PGLITE_DIR: process.env.PGLITE_DIR ?? `./data/dev-${apiPort}`,
    },
  }),
  spawn("npx", ["react-router", "dev", "--port", webPort, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
