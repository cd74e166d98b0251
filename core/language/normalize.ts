/**
 * Text as a visitor types it, made comparable: Unicode-normalized (NFKC), lower-case, curly quotes
 * straightened, invisible and control characters dropped. Browser-safe (no Node APIs).
 */
const invisible =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

export function normalizeText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(invisible, "")
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(/[“”]/g, '"')
    .toLowerCase();
}

/** Words of letters and digits (apostrophes and inner hyphens kept: "what's", "86'd", "tune-up"). */
export function words(text: string): string[] {
  return normalizeText(text).match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? [];
}
