#!/usr/bin/env node
// `npm run dev`: the API on :3000 (restarting on change) and Vite with hot reload on :5173,
// which proxies /api/ to the API. Stops both on Ctrl-C.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, SERVE_SITE: "false", NODE_ENV: "development", PORT: "3000" },
  }),
  spawn("npx", ["react-router", "dev"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
