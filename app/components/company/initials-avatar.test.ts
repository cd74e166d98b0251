import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials-avatar";

describe("initialsOf", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initialsOf("Jordan Ellis")).toBe("JE");
    expect(initialsOf("Mary Ann van Dyke")).toBe("MD");
  });

  it("copes with one name and stray spaces", () => {
    expect(initialsOf("  priya  ")).toBe("P");
    expect(initialsOf("")).toBe("");
  });
});
