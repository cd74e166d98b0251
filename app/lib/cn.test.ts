import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins classes and skips falsy ones", () => {
    expect(cn("a", false, null, undefined, "b", { c: true, d: false })).toBe("a b c");
  });

  it("lets a later class of the same kind replace an earlier one", () => {
    expect(cn("p-6 text-slate-700", "p-0")).toBe("text-slate-700 p-0");
    expect(cn("px-4 py-2", "p-3")).toBe("p-3");
    expect(cn("p-3", "px-4")).toBe("p-3 px-4");
    expect(cn("bg-brand-700 text-white hover:bg-brand-800", "bg-red-700 hover:bg-red-800")).toBe(
      "text-white bg-red-700 hover:bg-red-800",
    );
    expect(cn("max-w-lg w-full", "max-w-2xl")).toBe("w-full max-w-2xl");
    expect(cn("size-4", "w-6")).toBe("size-4 w-6");
    expect(cn("w-6 h-6", "size-4")).toBe("size-4");
    expect(cn("rounded-full", "rounded-lg")).toBe("rounded-lg");
    expect(cn("block", "hidden")).toBe("hidden");
    expect(cn("sm:p-6", "sm:p-0", "p-2")).toBe("sm:p-0 p-2");
  });

  it("tells a text size, an alignment and a colour apart", () => {
    expect(cn("text-lg text-ink text-center", "text-sm")).toBe("text-ink text-center text-sm");
    expect(cn("text-lg text-ink", "text-white")).toBe("text-lg text-white");
    expect(cn("text-left", "text-center")).toBe("text-center");
  });

  it("tells a border width from a border colour", () => {
    expect(cn("border border-slate-300", "border-brand-700")).toBe("border border-brand-700");
    expect(cn("border", "border-2")).toBe("border-2");
  });

  it("keeps classes outside the groups it knows", () => {
    expect(cn("ring-1 ring-white/10", "ring-2")).toBe("ring-1 ring-white/10 ring-2");
  });
});
