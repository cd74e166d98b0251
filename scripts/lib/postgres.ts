/**
 * A throw-away PostgreSQL server, and databases of their own on it, for the tests' global set-up
 * (tests/setup/postgres.ts), the tests that need a clean database, and `npm run bench:leads`.
 * Uses Debian's PostgreSQL binaries; as root it runs them as the `postgres` user, since
 * PostgreSQL refuses to run as root.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface PostgresServer {
  url: string;
  stop(): void;
}

/** Where `name` (initdb, pg_ctl) is: the newest /usr/lib/postgresql/<version>/bin, else PATH. */
export function findPostgresBin(name: string): string | undefined {
  const root = "/usr/lib/postgresql";
  if (fs.existsSync(root)) {
    for (const version of fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))) {
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

function userId(flag: "-u" | "-g"): number {
  return Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
}

/**
 * Starts a PostgreSQL server in a new temporary folder on a free loopback port, or answers
 * undefined when the server binaries are not installed. `durable` keeps fsync and synchronous
 * commit on, as production runs (for benchmarks); tests turn fsync off for speed.
 */
export async function startPostgresServer({
  durable = false,
  label = "hostline-pg",
}: {
  durable?: boolean;
  label?: string;
} = {}): Promise<PostgresServer | undefined> {
  const initdb = findPostgresBin("initdb");
  const pgCtl = findPostgresBin("pg_ctl");
  if (!initdb || !pgCtl) return undefined;
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  const run = (bin: string, args: string[]) => {
    if (asRoot) {
      fs.chownSync(dir, userId("-u"), userId("-g"));
      execFileSync("runuser", ["-u", "postgres", "--", bin, ...args], { stdio: "pipe" });
    } else {
      execFileSync(bin, args, { stdio: "pipe" });
    }
  };
  const data = path.join(dir, "data");
  run(initdb, ["-D", data, "-U", "hostline", "--auth=trust", "--encoding=UTF8", "--no-locale"]);
  const port = await freePort();
  const settings = durable ? "-c fsync=on -c synchronous_commit=on -c max_connections=100" : "-c fsync=off";
  run(pgCtl, [
    "-D",
    data,
    "-l",
    path.join(dir, "log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 ${settings}`,
    "-w",
    "start",
  ]);
  return {
    url: `postgresql://hostline@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(pgCtl, ["-D", data, "-m", durable ? "fast" : "immediate", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A new, empty database of its own on the server at `serverUrl`, so a test file or a benchmark
 * run can count rows and apply migrations without meeting anyone else's data.
 */
export async function freshPostgresDatabase(serverUrl: string, label: string) {
  const name = `hostline_${label.replace(/\W/g, "_")}_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}
