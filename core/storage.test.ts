import { describe, expect, it } from "vitest";
import { fillTokens } from "./content-tokens";
import { storageTableMarkdown, storedItems } from "./storage";

describe("the storage registry", () => {
  it("names each item once, with a purpose and a lifetime", () => {
    const keys = storedItems.map((item) => `${item.area}:${item.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const item of storedItems) {
      expect(item.purpose.length).toBeGreaterThan(20);
      expect(item.lifetime).not.toBe("");
    }
  });

  it("is the cookie policy's table: one row per item, through {{storage.table}}", () => {
    const table = fillTokens("{{storage.table}}");
    expect(table).toBe(storageTableMarkdown());
    const rows = table.split("\n").slice(2);
    expect(rows).toHaveLength(storedItems.length);
    storedItems.forEach((item, index) => {
      expect(rows[index]).toContain(`\`${item.name}\``);
      expect(rows[index]).toContain(item.lifetime);
    });
  });

  it("keeps a pipe in a purpose from breaking the table", () => {
    const [row] = storageTableMarkdown([{ ...storedItems[0]!, purpose: "a | b" }])
      .split("\n")
      .slice(2);
    expect(row).toContain("a \\| b");
  });
});
