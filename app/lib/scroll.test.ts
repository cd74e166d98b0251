import { describe, expect, it } from "vitest";
import { HEADER_OFFSET, sectionScrollTop } from "./scroll";

describe("section scrolling", () => {
  it("leaves 64 px for the sticky header", () => {
    expect(HEADER_OFFSET).toBe(64);
    expect(sectionScrollTop(500, 0)).toBe(436);
    expect(sectionScrollTop(200, 1000)).toBe(1136);
  });

  it("never scrolls above the top of the page", () => {
    expect(sectionScrollTop(10, 0)).toBe(0);
  });
});
