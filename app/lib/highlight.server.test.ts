import { describe, expect, it } from "vitest";
import { highlight, highlightSamples, readableColor } from "./highlight.server";

function contrastOnWhite(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((offset) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

describe("highlight", () => {
  it("darkens token colors below AA contrast and keeps the rest", () => {
    expect(contrastOnWhite(readableColor("e36209"))).toBeGreaterThanOrEqual(4.5);
    expect(readableColor("24292e")).toBe("24292e");
  });

  it("renders github-light markup whose every token color passes AA on white", async () => {
    const html = await highlight(
      'async function api(path, { method = "GET" } = {}) {\n  // comment\n  return fetch(path, { method });\n}',
      "javascript",
    );
    expect(html).toMatch(/^<pre class="shiki github-light"/);
    expect(html).not.toContain("tabindex");
    const colors = [...html.matchAll(/(?<!-)color:#([0-9a-f]{6})/gi)].map((match) => match[1]!);
    expect(colors.length).toBeGreaterThan(5);
    for (const color of colors) expect(contrastOnWhite(color), color).toBeGreaterThanOrEqual(4.5);
  });

  it("keys samples by id and refuses duplicates", async () => {
    const samples = await highlightSamples([{ id: "a", label: "A", language: "json", code: '{"a": 1}' }]);
    expect(samples.a?.html).toContain("shiki");
    await expect(
      highlightSamples([
        { id: "a", label: "A", language: "json", code: "{}" },
        { id: "a", label: "B", language: "json", code: "{}" },
      ]),
    ).rejects.toThrow(/Duplicate/);
  });
});
