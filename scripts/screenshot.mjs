import { launchChromium } from "./lib/chromium.mjs";

// Usage: node scripts/screenshot.mjs <url-path> <out.png> [width] — a full-page Chromium screenshot.

const [pathArg = "/", out = "/tmp/shot.png", width = "1280"] = process.argv.slice(2);
const base = process.env.BASE_URL ?? "http://localhost:3000";
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on("console", (message) => console.log(`[console.${message.type()}] ${message.text()}`));
page.on("pageerror", (error) => console.log(`[pageerror] ${error.message}`));
await page.goto(base + pathArg, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: process.env.FULL !== "0" });
await browser.close();
