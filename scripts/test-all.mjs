#!/usr/bin/env node
/**
 * `npm test`: every check and every test, in the order a failure is cheapest to find.
 * Installs what a fresh Debian machine lacks for the tests (Chromium, the PostgreSQL server)
 * when it can (as root); otherwise says what to install.
 */
import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";

const isRoot = process.getuid?.() === 0;

function hasPostgresServer() {
  if (!fs.existsSync("/usr/lib/postgresql")) return false;
  return fs
    .readdirSync("/usr/lib/postgresql")
    .some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
}

function ensureSystemPackages() {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const missing = [];
  if (!fs.existsSync(chromium)) missing.push("chromium");
  if (!process.env.TEST_DATABASE_URL && !hasPostgresServer()) missing.push("postgresql");
  if (!missing.length) return;
  if (!isRoot) {
    console.error(
      `Missing for the tests: ${missing.join(", ")}. Install them (Debian: sudo apt-get install ${missing.join(" ")}).`,
    );
    process.exit(1);
  }
  console.log(`\n▶ installing ${missing.join(", ")} from Debian's packages`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`,
    {
      stdio: "inherit",
    },
  );
}

const steps = [
  ["lint", "npx", ["biome", "ci", "."]],
  ["import rule", "npm", ["run", "lint:deps", "--silent"]],
  ["typecheck", "npm", ["run", "typecheck", "--silent"]],
  ["build", "npm", ["run", "build", "--silent"]],
  ["unit and server tests", "npx", ["vitest", "run"]],
  ["browser tests", "npx", ["playwright", "test"]],
  ["performance budgets", "npm", ["run", "check:budgets", "--silent"]],
];

ensureSystemPackages();
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, FORCE_COLOR: "0" } });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log("\n✓ all checks and tests passed");
