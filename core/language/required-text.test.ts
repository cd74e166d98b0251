import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { requiredText, rewriter, StringSet } from "./required-text";
import { patternRewrites } from "./synonyms";

describe("requiredText", () => {
  it("names the text every match must hold, the longest it can", () => {
    expect(requiredText(/\bhow (long|soon)\b/g)).toEqual(["how "]);
    expect(requiredText(/\b(the )?(thanksgiving|christmas( eve)?)\b/g)).toEqual([
      "thanksgiving",
      "christmas",
    ]);
    expect(requiredText(/\b(a|an) (demo|call)s? with (a )?(rep|person)\b/g)).toEqual([" with "]);
    // A lookaround matches no character: the letters around it are one run.
    expect(requiredText(/\bper(?! month) (spot|store)\b/g)).toEqual(["per "]);
    expect(requiredText(/(?<![\p{L}])x{2}y\.z/gu)).toEqual(["xxy.z"]);
  });

  it("is null when some match may hold none of the pattern's letters", () => {
    expect(requiredText(/\b(\d+|one)\w*\b/g)).toBeNull();
    expect(requiredText(/\b(\d+|one) \w+\b/g)).toEqual([" "]);
    expect(requiredText(/\b(calls?)?\d+\b/g)).toBeNull();
    expect(requiredText(/[a-z]+ing\b|\w+/g)).toBeNull();
    expect(requiredText(/\bprice\b/gi)).toBeNull();
  });
});

describe("StringSet", () => {
  it("finds every string a text holds, overlapping ones too", () => {
    const set = new StringSet(["to", " to", "to be", "o b", "bee", "want"]);
    expect([...set.found("i want to be")]).toEqual([1, 1, 1, 1, 0, 1]);
    expect([...set.found("")]).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("agrees with includes on any strings and texts", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 12 }),
        fc.string(),
        (strings, text) => {
          const found = new StringSet(strings).found(text);
          expect(strings.map((_, id) => found[id] === 1)).toEqual(strings.map((part) => text.includes(part)));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("the prefiltered rewrites", () => {
  const unfiltered = (text: string) =>
    patternRewrites.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
  const prefiltered = rewriter(patternRewrites);
  // Words the rewrites themselves are made of, so that random texts often match them.
  const vocabulary = [
    ...new Set(patternRewrites.flatMap(([pattern]) => pattern.source.match(/[a-z']{2,}/g) ?? [])),
    "1",
    "24",
    "$299",
  ];

  it("rewrite any text exactly as running every rewrite does", () => {
    const sentence = fc
      .array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 14 })
      .map((parts) => parts.join(" "));
    fc.assert(
      fc.property(sentence, (text) => {
        expect(prefiltered(text)).toBe(unfiltered(text));
      }),
      { numRuns: 3000 },
    );
  });

  it("skip the rewrites a sentence can't match, and still rewrite the ones it does", () => {
    expect(prefiltered("i was wondering if you could tell me whether it books jobs")).toBe(
      unfiltered("i was wondering if you could tell me whether it books jobs"),
    );
    expect(prefiltered("we're closed thanksgiving")).toContain("holiday");
    expect(patternRewrites.filter(([pattern]) => requiredText(pattern) === null)).toEqual([]);
  });
});
