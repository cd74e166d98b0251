/** Types for chromium.mjs, which playwright.config.ts shares with the scripts. */
export declare const chromiumPath: string;
export declare const chromiumArgs: readonly string[];
export declare function launchChromium(extraArgs?: string[]): Promise<import("playwright-core").Browser>;
