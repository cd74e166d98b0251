import { codeToHtml } from "shiki";

/** Build time only: syntax highlighting for code samples. Shiki never reaches the browser. */
export type CodeLanguage = "bash" | "json" | "javascript" | "python" | "http";

export interface CodeSampleSource {
  /** Unique on the page; the key the component looks the sample up by. */
  id: string;
  /** Names the sample for screen readers: "Node.js example". */
  label: string;
  language: CodeLanguage;
  code: string;
}

export interface HighlightedCodeSample extends CodeSampleSource {
  /** Shiki's `<pre class="shiki">` markup, colored with the github-light theme. */
  html: string;
}

/** The github-light theme: its darkest-on-white colors pass WCAG AA contrast. */
export const codeTheme = "github-light";

/** WCAG AA for normal text. */
const minimumContrast = 4.5;

function luminance(hex: string): number {
  const channels = [0, 2, 4].map((offset) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Darkens a six-digit hex color step by step until it reaches AA contrast on the background. */
export function readableColor(hex: string, background = "ffffff"): string {
  let color = hex.toLowerCase();
  for (let step = 0; step < 40 && contrast(color, background) < minimumContrast; step++) {
    color = [0, 2, 4]
      .map((offset) =>
        Math.floor(Number.parseInt(color.slice(offset, offset + 2), 16) * 0.92)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("");
  }
  return color;
}

export async function highlight(code: string, language: CodeLanguage): Promise<string> {
  // The scrolling wrapper in CodeSample is the focusable element, so Shiki's <pre> is not.
  const html = await codeToHtml(code, { lang: language, theme: codeTheme, tabindex: false });
  // github-light's orange (#E36209) is 3.5:1 on white: darken any token color below 4.5:1.
  return html.replace(/(?<!-)color:#([0-9a-fA-F]{6})\b/g, (_, hex: string) => `color:#${readableColor(hex)}`);
}

/** Highlights every sample, keyed by id. */
export async function highlightSamples(
  samples: readonly CodeSampleSource[],
): Promise<Record<string, HighlightedCodeSample>> {
  const ids = new Set<string>();
  const entries = await Promise.all(
    samples.map(async (sample) => {
      if (ids.has(sample.id)) throw new Error(`Duplicate code sample id: ${sample.id}`);
      ids.add(sample.id);
      return [sample.id, { ...sample, html: await highlight(sample.code, sample.language) }] as const;
    }),
  );
  return Object.fromEntries(entries);
}
