import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { describe, expect, it } from "vitest";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { PATH: process.env.PATH, PGLITE_DIR: ":memory:", SERVE_SITE: "false", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error("server exited early");
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not become healthy");
}

describe("server process", () => {
  it("refuses to start with a bad environment, naming each bad variable", async () => {
    const server = start({ PORT: "eighty", TRUST_PROXY: "maybe" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("PORT: must be a number");
    expect(server.output()).toContain("TRUST_PROXY: must be false, a number of proxy hops");
  });

  it("shuts down cleanly on SIGTERM, logging as JSON", async () => {
    const port = await freePort();
    const server = start({ PORT: String(port) });
    await waitForHealth(port, server.child);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"));
    const messages = lines.map((line) => JSON.parse(line) as { msg: string; signal?: string });
    expect(messages.some((line) => line.msg === "shutting down" && line.signal === "SIGTERM")).toBe(true);
    expect(messages.some((line) => line.msg === "request completed")).toBe(true);
    // Without Stripe keys the operator is told, at start-up, that no card will be charged.
    const warning = lines
      .map((line) => JSON.parse(line) as { msg: string; level: number })
      .find((line) => line.msg.startsWith("Test mode: no card is charged"));
    expect(warning?.level).toBe(40);
  });
});
