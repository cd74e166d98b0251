/**
 * Vitest global set-up: starts a throw-away PostgreSQL server on a free loopback port and hands
 * its URL to the tests as TEST_DATABASE_URL. Uses Debian's PostgreSQL binaries (installed by
 * scripts/test-all.mjs and .ci/run); as root it runs them as the `postgres` user, since
 * PostgreSQL refuses to run as root.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

function findBin(name: string): string | undefined {
  const roots = ["/usr/lib/postgresql"];
  for (const root of roots) {
    if (!fs.existsSync(root)) continue;
    const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = path.join(root, version, "bin", name);
      if (fs.existsSync(bin)) return bin;
    }
  }
  const which = spawnSync("which", [name], { encoding: "utf8" });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("databaseUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const initdb = findBin("initdb");
  const pgCtl = findBin("pg_ctl");
  if (!initdb || !pgCtl) {
    throw new Error(
      "PostgreSQL server binaries were not found. Install them (Debian: apt-get install postgresql) or set TEST_DATABASE_URL.",
    );
  }
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hostline-pg-"));
  const run = (bin: string, args: string[]) => {
    if (asRoot) {
      fs.chownSync(dir, uid("postgres"), gid("postgres"));
      execFileSync("runuser", ["-u", "postgres", "--", bin, ...args], { stdio: "pipe" });
    } else {
      execFileSync(bin, args, { stdio: "pipe" });
    }
  };
  const data = path.join(dir, "data");
  run(initdb, ["-D", data, "-U", "hostline", "--auth=trust", "--encoding=UTF8", "--no-locale"]);
  const port = await freePort();
  run(pgCtl, [
    "-D",
    data,
    "-l",
    path.join(dir, "log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "-w",
    "start",
  ]);
  project.provide("databaseUrl", `postgresql://hostline@127.0.0.1:${port}/postgres`);
  return () => {
    try {
      run(pgCtl, ["-D", data, "-m", "immediate", "stop"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
}

function uid(user: string): number {
  return Number(execFileSync("id", ["-u", user], { encoding: "utf8" }).trim());
}
function gid(user: string): number {
  return Number(execFileSync("id", ["-g", user], { encoding: "utf8" }).trim());
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
