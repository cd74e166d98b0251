import { chromium } from "playwright-core";

/** Debian's Chromium (npx playwright install cannot download one here), or CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags every script launches it with: no sandbox (root in CI), no GPU, no background traffic. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Launches Chromium headless with those flags, plus `extraArgs` (a remote-debugging port, say). */
export function launchChromium(extraArgs = []) {
  return chromium.launch({ executablePath: chromiumPath, args: [...extraArgs, ...chromiumArgs] });
}
