/**
 * Everything this website stores in a visitor's browser: cookies, localStorage and sessionStorage.
 * The cookie policy's table is generated from this list ({{storage.table}}), and a browser test
 * (tests/e2e/storage.spec.ts) visits every page and the main flows, collects what the browser
 * holds, and fails on anything stored that is not listed here, or listed here and never stored.
 * Add an entry in the same change that starts storing something. Every item is strictly necessary
 * for a feature the visitor uses; the cookie policy says so, and that no consent prompt is shown:
 * adding analytics or anything else that needs consent means adding the prompt first.
 */

export type StorageArea = "cookie" | "localStorage" | "sessionStorage";

export interface StoredItem {
  /** The cookie name or storage key, exactly. */
  name: string;
  area: StorageArea;
  /** Who writes it: this site's own code (or a library it ships), or a named third party. */
  setBy: string;
  purpose: string;
  /** How long it stays, in the visitor's words. */
  lifetime: string;
  /**
   * Stored only under a configuration the browser tests do not run (Stripe keys): named here so
   * the test knows not to expect it.
   */
  onlyWhen?: { explanation: string; env: string };
}

export const storedItems: readonly StoredItem[] = [
  {
    name: "react-router-scroll-positions",
    area: "sessionStorage",
    setBy: "This website (React Router)",
    purpose:
      "Remembers how far down each page you had scrolled in this tab, so Back and Forward return you to the same place.",
    lifetime: "Until you close the tab",
  },
  {
    name: "__stripe_mid",
    area: "cookie",
    setBy: "Stripe, our payment processor",
    purpose:
      "Set when the card form of the free trial loads: recognizes your device across payments so Stripe can detect and prevent fraud.",
    lifetime: "1 year",
    onlyWhen: { explanation: "card payments go through Stripe", env: "STRIPE_PUBLISHABLE_KEY" },
  },
  {
    name: "__stripe_sid",
    area: "cookie",
    setBy: "Stripe, our payment processor",
    purpose: "Set when the card form of the free trial loads: keeps one checkout together to detect fraud.",
    lifetime: "30 minutes",
    onlyWhen: { explanation: "card payments go through Stripe", env: "STRIPE_PUBLISHABLE_KEY" },
  },
];

const areaLabels: Record<StorageArea, string> = {
  cookie: "cookie",
  localStorage: "local storage",
  sessionStorage: "session storage, this tab only",
};

/** A Markdown table cell: no pipes or line breaks. */
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

/** The cookie policy's table of everything stored, in Markdown. */
export function storageTableMarkdown(items: readonly StoredItem[] = storedItems): string {
  const rows = items.map((item) =>
    [
      `\`${item.name}\` (${areaLabels[item.area]})`,
      item.setBy,
      item.onlyWhen ? `${item.purpose} Only while ${item.onlyWhen.explanation}.` : item.purpose,
      item.lifetime,
    ]
      .map(cell)
      .join(" | "),
  );
  return [
    "| Name | Set by | Purpose | How long |",
    "|---|---|---|---|",
    ...rows.map((row) => `| ${row} |`),
  ].join("\n");
}
