import { describe, expect, it } from "vitest";
import { stem } from "./stem";

describe("stem", () => {
  it("stems words and leaves numbers as they are (Porter2 turns a leading 3 into a y)", () => {
    expect(stem("charging")).toBe("charg");
    expect(stem("300")).toBe("300");
    expect(stem("399")).toBe("399");
    expect(stem("busier")).toBe("busy");
  });
});
