/**
 * How fast a reply is "typed" (SPEC 9). The support chat pauses longer on punctuation, spaces,
 * capitals and digits so the reveal reads like a person typing; the help center types at a flat
 * 10 ms a character (SPEC 4).
 */

export interface TypingPace {
  /** Any other character. */
  base: number;
  period: number;
  /** Comma or semicolon. */
  comma: number;
  colon: number;
  newline: number;
  space: number;
  capital: number;
  digit: number;
  /** The total width of the random jitter: the delay moves by up to half of it either way. */
  jitter: number;
  /** No character is faster than this. */
  min: number;
}

/** SPEC 9's support-chat pace, in milliseconds per character (the colon reading of 120). */
export const supportPace: TypingPace = {
  base: 3,
  period: 80,
  comma: 120,
  colon: 120,
  newline: 60,
  space: 15,
  capital: 12,
  digit: 15,
  jitter: 6,
  min: 3,
};

/** The pause before `char` appears, before jitter. */
export function baseDelay(char: string, pace: TypingPace = supportPace): number {
  if (char === ".") return pace.period;
  if (char === "," || char === ";") return pace.comma;
  if (char === ":") return pace.colon;
  if (char === "\n") return pace.newline;
  if (char === " ") return pace.space;
  if (/^[0-9]$/.test(char)) return pace.digit;
  if (char !== char.toLowerCase()) return pace.capital;
  return pace.base;
}

/**
 * The pause before `char` appears: its base delay moved by up to ±jitter/2 (random() in [0, 1)),
 * rounded, and never below the minimum.
 */
export function charDelay(char: string, random: () => number = Math.random, pace: TypingPace = supportPace) {
  const jitter = (random() - 0.5) * pace.jitter;
  return Math.max(pace.min, Math.round(baseDelay(char, pace) + jitter));
}

/** Every character's pause for `text`, in order. */
export function supportDelays(text: string, random: () => number = Math.random): number[] {
  return Array.from(text, (char) => charDelay(char, random));
}
