import { describe, expect, it } from "vitest";
import { Speller } from "./spelling";

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
});
