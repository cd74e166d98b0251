import { describe, expect, it } from "vitest";
import { canonicalize, synonymGroups } from "./synonyms";

describe("the synonym table", () => {
  it("gives each phrase one canonical term", () => {
    const groupsOf = new Map<string, string[]>();
    for (const [canonical, phrases] of Object.entries(synonymGroups))
      for (const phrase of phrases) groupsOf.set(phrase, [...(groupsOf.get(phrase) ?? []), canonical]);
    const twice = [...groupsOf].filter(([, groups]) => groups.length > 1);
    expect(twice).toEqual([]);
  });

  it("reads a large party by its phrase or its size", () => {
    expect(canonicalize("what about a big party")).toContain("largeparty");
    expect(canonicalize("a table for 20 on friday")).toContain("largeparty");
  });
});
