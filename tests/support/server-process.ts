import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

/**
 * A real server process (server/main.ts, API only) for the tests that need several instances or a
 * process to kill: a free loopback port, the spawned child with its output, and a wait for health.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  exited: Promise<NodeJS.Signals | number | null>;
  output: () => string;
}

export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      SERVE_SITE: "false",
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      PGLITE_DIR: ":memory:",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on("exit", (code, signal) => resolve(signal ?? code)),
  );
  return { child, port, exited, output: () => output };
}

export async function waitForHealth(server: Pick<ServerProcess, "child" | "port" | "output">): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

/** Starts a server on a free port and waits until it answers. */
export async function runServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = startServer(await freePort(), env);
  await waitForHealth(server);
  return server;
}

export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null) server.child.kill("SIGTERM");
  await server.exited;
}
