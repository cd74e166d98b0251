import { describe, expect, it } from "vitest";
import { readWords } from "./index";
import { Speller } from "./spelling";
import { tradeOf } from "./trades";

describe("Speller", () => {
  const speller = new Speller(["price", "trial", "cancel", "charged", "charges", "changing", "crm"]);

  it("corrects typos in words of four letters or more", () => {
    expect(speller.correct("pirce")).toBe("price");
    expect(speller.correct("trail")).toBe("trial");
    expect(speller.correct("cancle")).toBe("cancel");
  });

  it("leaves another form of a known word to the stemmer", () => {
    // One edit from "changing", but a form of "charged": not a typo.
    expect(speller.correct("charging")).toBe("charging");
  });

  it("reads a plural the vocabulary holds in the singular", () => {
    expect(speller.correct("crms")).toBe("crm");
  });

  it("reads two words as the hyphenated word the vocabulary mostly writes, not a phrase it writes apart", () => {
    const text =
      "a mini-split or a heat pump; your phone number, a phone-number field, your phone number again";
    const site = new Speller(text.split(/[\s,;]+/));
    expect(site.isCompound("mini", "split")).toBe(true);
    expect(site.isCompound("phone", "number")).toBe(false);
    expect(readWords("does it know a mini split", site)).toContain("mini-split");
    expect(readWords("do i keep my phone number", site)).toEqual(expect.arrayContaining(["phone", "number"]));
  });
});

describe("Speller with everyday words", () => {
  it("leaves an everyday word as typed, though one edit from a word of the site", () => {
    const speller = new Speller(["county", "trial"], new Set(["country"]));
    expect(speller.correct("country")).toBe("country");
    expect(speller.correct("trail")).toBe("trial");
  });
});

describe("readWords", () => {
  it("reads each line alone, so words listed one to a line never make a phrase together", () => {
    expect(readWords("two stores")).toEqual(["stores", "location"]);
    expect(readWords("two\nstores")).toEqual(["two", "stores"]);
  });
});

describe("tradeOf", () => {
  it("reads 'ok cool' and a leading 'cool' as an acknowledgement, and cooling as HVAC", () => {
    expect(tradeOf("ok cool. what if someone wants to book for 20 people")).toBeUndefined();
    expect(tradeOf("cool, thanks")).toBeUndefined();
    expect(tradeOf("my ac isn't cooling")).toBe("hvac");
  });

  it("reads a trade's everyday words: brunch, sewage, a circuit, spiders, a condenser", () => {
    expect(tradeOf("we get slammed with calls before sunday brunch")).toBe("restaurant");
    expect(tradeOf("sewage backing up into a finished basement at 11pm")).toBe("plumber");
    expect(tradeOf("a circuit keeps tripping")).toBe("electrician");
    expect(tradeOf("spiders all over the garage")).toBe("pestcontrol");
    expect(tradeOf("the condenser is making a grinding noise")).toBe("hvac");
  });
});

describe("tradeOf with words of two trades", () => {
  it("takes the trade with more of the words, and none on a tie", () => {
    expect(tradeOf("a wasp nest by the door and her son is allergic to stings")).toBe("pestcontrol");
    expect(tradeOf("allergic to wasps")).toBeUndefined();
  });
});

describe("tradeOf and 'wrong'", () => {
  it("doesn't read 'wrong' as a law firm's word", () => {
    expect(tradeOf("what happens if the ai books someone at the wrong time")).toBeUndefined();
  });
});

describe("hyphenated words the site never writes", () => {
  it("reads them as their words, and keeps the site's own and those with figures", async () => {
    const { readWords, Speller } = await import("./index");
    const speller = new Speller(["location", "locations", "mini-split", "truck"]);
    expect(readWords("a family-owned shop", speller)).toEqual(["a", "family", "owned", "shop"]);
    expect(readWords("a mini-split", speller)).toEqual(["a", "mini-split"]);
    expect(readWords("a 1-800-drains number", speller)).toContain("1-800-drains");
  });
});

describe("readWords, asked again", () => {
  const speller = new Speller(["price", "trial", "cancel"]);

  it("reads a text it read a moment ago the same way, in a list of its own", () => {
    const first = readWords("whats the pirce of the trail", speller);
    first.push("changed by a caller");
    const again = readWords("whats the pirce of the trail", speller);
    expect(again).toEqual(readWords("whats the pirce of the trail", speller));
    expect(again).not.toContain("changed by a caller");
    expect(again).toContain("price");
    expect(again).toContain("trial");
  });

  it("keeps a text read with a speller apart from the same text read without one", () => {
    expect(readWords("pirce", speller)).toContain("price");
    expect(readWords("pirce")).not.toContain("price");
  });
});
