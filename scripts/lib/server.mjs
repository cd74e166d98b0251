// Helpers the bench scripts share: a free loopback port, and the real server started on one.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

/**
 * The Node.js flags `npm start` runs the built server with (package.json is their one source):
 * the benches and the budgets measure the server exactly as it is started in production.
 */
export const startFlags = JSON.parse(fs.readFileSync(new URL("../../package.json", import.meta.url), "utf8"))
  .scripts.start.split(/\s+/)
  .filter((arg) => arg.startsWith("--"));

/** A TCP port nothing listens on right now. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts the server on a free loopback port and waits for /api/health: `server/main.ts` through
 * tsx, or with `built` the compiled `build/server/main.js` that `npm start` runs. `env` adds to
 * (or, with `cleanEnv`, replaces all but PATH of) this process's environment.
 */
export async function startServer(env = {}, { cleanEnv = false, timeoutMs = 180_000, built = false } = {}) {
  const port = await freePort();
  const args = built ? [...startFlags, "build/server/main.js"] : ["--import", "tsx", "server/main.ts"];
  const child = spawn(process.execPath, args, {
    env: {
      ...(cleanEnv ? { PATH: process.env.PATH } : process.env),
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error("the server exited during start-up");
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (performance.now() - started > timeoutMs) {
      child.kill("SIGKILL");
      throw new Error(`the server did not start within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    port,
    pid: child.pid,
    bootMs: performance.now() - started,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
