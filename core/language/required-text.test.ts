import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Node, parse, requiredText, rewriter, StringSet } from "./required-text";
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
    // A named back-reference and a control character are some character, not their letters.
    expect(requiredText(/(?<w>ab)\k<w>c/g)).toEqual(["ab"]);
    expect(requiredText(/a\cJb/g)).toEqual(["a"]);
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
    // Each rewrite's expression counts the times it is run.
    let runs = 0;
    class Counted extends RegExp {
      override [Symbol.replace](text: string, replacement: string): string;
      override [Symbol.replace](
        text: string,
        replacer: (substring: string, ...args: unknown[]) => string,
      ): string;
      override [Symbol.replace](text: string, replacement: never): string {
        runs++;
        return super[Symbol.replace](text, replacement);
      }
    }
    const counted = rewriter(
      patternRewrites.map(([pattern, to]) => [new Counted(pattern.source, pattern.flags), to]),
    );
    expect(counted("we're closed thanksgiving")).toContain("holiday");
    expect(runs).toBeGreaterThan(0);
    expect(runs).toBeLessThan(patternRewrites.length / 10);
    expect(patternRewrites.filter(([pattern]) => requiredText(pattern) === null)).toEqual([]);
  });

  it("never skip a rewrite on a text it matches: texts generated from each expression hold what it requires", () => {
    // Texts built from each pattern's own parts (a class or \w stands for a few plain characters),
    // kept when the pattern really matches them: each match must hold one of the required strings.
    const characters = ["a", "e", "s", "t", " ", "1", "'", "-"];
    const generate = (branches: readonly (readonly Node[])[], random: () => number): string => {
      const branch = branches[Math.floor(random() * branches.length)] ?? [];
      return branch.map((node) => part(node, random)).join("");
    };
    const part = (node: Node, random: () => number): string => {
      switch (node.type) {
        case "char":
          return node.char;
        case "any":
          return characters[Math.floor(random() * characters.length)] ?? "a";
        case "zero":
          return "";
        case "group":
          return generate(node.branches, random);
        case "repeat": {
          const most = Math.min(node.max, node.min + 2);
          const times = node.min + Math.floor(random() * (most - node.min + 1));
          return Array.from({ length: times }, () => part(node.node, random)).join("");
        }
      }
    };
    let matched = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        let state = seed;
        const random = () => {
          state = (Math.imul(state, 48271) >>> 0) % 2147483647;
          return state / 2147483647;
        };
        for (const [pattern] of patternRewrites) {
          const text = ` ${generate(parse(pattern.source), random)} `;
          // The match itself, without what a lookaround only looked at.
          const match = new RegExp(pattern.source, pattern.flags.replace("g", "")).exec(text)?.[0];
          if (match === undefined) continue;
          matched++;
          const required = requiredText(pattern);
          expect(
            required === null || required.some((piece) => match.includes(piece)),
            `${pattern} on "${match}"`,
          ).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
    // The generated texts do match the expressions, often enough for this to show something.
    expect(matched).toBeGreaterThan(2000);
  });
});
