import { cannedFollowUps } from "@core/knowledge/support";
import { describe, expect, it, vi } from "vitest";
import { fetchFollowUps } from "./follow-ups";

const history = [
  { role: "user" as const, content: "Do you have a demo?" },
  { role: "assistant" as const, content: "Yes, call our demo line." },
];

describe("fetchFollowUps", () => {
  it("posts the history, with no credential, and keeps three suggestions", async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ suggestions: ["A?", "B?", "C?", "D?"] }),
    );
    expect(await fetchFollowUps(history, { fetch: fetchMock as typeof fetch })).toEqual(["A?", "B?", "C?"]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/chat/follow-ups");
    expect(JSON.parse(String(init?.body))).toEqual({ history });
    expect(JSON.stringify(init?.headers)).not.toMatch(/authorization|bearer/i);
  });

  it("falls back to the canned set for the last messages' words on any failure", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const canned = cannedFollowUps(history.map((turn) => turn.content));
    for (const respond of [
      async () => Response.json({ error: { message: "x" } }, { status: 500 }),
      async () => Response.json({ suggestions: [] }),
      async () => Response.json({ other: 1 }),
      async () => new Response("nope"),
      async () => Promise.reject(new TypeError("offline")),
    ]) {
      expect(await fetchFollowUps(history, { fetch: respond as typeof fetch })).toEqual(canned);
    }
    expect(warn).toHaveBeenCalledTimes(5);
  });
});
