import { localSuggestions } from "@core/knowledge/help-center";
import { describe, expect, it, vi } from "vitest";
import { checkHelpHealth, localAnswerDelay } from "./help-api";
import {
  answerRequest,
  contextFor,
  fetchSuggestions,
  followUpTypingDelay,
  helpChat,
  parseSuggestions,
} from "./help-engine";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
/** A chat completion as /api/help/chat's contract describes it. */
const completion = (content: string) =>
  json({
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1,
    model: "hostline-local-1.0",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  });

describe("help center health check", () => {
  it("counts the backend as available only with status ok and openai true", async () => {
    expect(
      await checkHelpHealth((async () => json({ status: "ok", openai: true, model: "m" })) as typeof fetch),
    ).toBe(true);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(
      await checkHelpHealth((async () => json({ status: "ok", openai: false, model: "m" })) as typeof fetch),
    ).toBe(false);
    expect(await checkHelpHealth((async () => json({}, 500)) as typeof fetch)).toBe(false);
    expect(
      await checkHelpHealth((async () => Promise.reject(new TypeError("offline"))) as typeof fetch),
    ).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("counts an answer of another shape as unavailable, and says so", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await checkHelpHealth((async () => json({ status: "ok", openai: "yes" })) as typeof fetch)).toBe(
      false,
    );
    expect(String(warn.mock.calls.at(-1)![1])).toContain("API error: unexpected");
  });
});

describe("helpChat", () => {
  it("reads choices[0].message.content", async () => {
    expect(
      await helpChat(answerRequest("hi", "local"), {
        fetch: (async () => completion("Hello.")) as typeof fetch,
      }),
    ).toBe("Hello.");
  });

  it('throws "API error: {status}" for a response that is not OK', async () => {
    await expect(
      helpChat(answerRequest("hi", "local"), {
        fetch: (async () => json({ error: { message: "x" } }, 502)) as typeof fetch,
      }),
    ).rejects.toThrow("API error: 502");
  });
});

describe("parseSuggestions", () => {
  it("accepts {suggestions: [...]} and a bare array, at most 5", () => {
    const item = { title: "Plans and pricing", category: "Pricing", url: "/pricing#pricing" };
    expect(parseSuggestions(JSON.stringify({ suggestions: [item] }))).toEqual([item]);
    expect(parseSuggestions(JSON.stringify(Array.from({ length: 7 }, () => item)))).toHaveLength(5);
  });

  it("drops untitled items and never keeps an address off the site", () => {
    expect(
      parseSuggestions(
        JSON.stringify([
          { title: "", category: "x", url: "/a" },
          { title: "Evil", category: "X", url: "javascript:alert(1)" },
          { title: "Elsewhere", url: "https://evil.example/" },
        ]),
      ),
    ).toEqual([
      { title: "Evil", category: "X", url: "/help-center" },
      { title: "Elsewhere", category: "Help", url: "/help-center" },
    ]);
  });

  it("throws on text that is not a JSON list", () => {
    expect(() => parseSuggestions("Here are some topics")).toThrow();
    expect(() => parseSuggestions('{"topics": []}')).toThrow();
  });
});

describe("fetchSuggestions", () => {
  it("uses the local substring match for the local model, without a request", async () => {
    const fetchMock = vi.fn();
    expect(await fetchSuggestions("pric", "local", { fetch: fetchMock as typeof fetch })).toEqual(
      localSuggestions("pric"),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks with temperature 0.3, max_tokens 150 and a JSON response format", async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      completion(
        JSON.stringify({ suggestions: [{ title: "Integrations", category: "Integrations", url: "/api" }] }),
      ),
    );
    expect(await fetchSuggestions("crm", "openai", { fetch: fetchMock as typeof fetch })).toEqual([
      { title: "Integrations", category: "Integrations", url: "/api" },
    ]);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));
    expect(body).toMatchObject({
      temperature: 0.3,
      max_tokens: 150,
      response_format: { type: "json_object" },
    });
    expect(body.messages.at(-1)).toEqual({ role: "user", content: "crm" });
  });

  it("falls back to the local match on an error, unparseable JSON or an empty list", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const local = localSuggestions("secur");
    expect(local.length).toBeGreaterThan(0);
    for (const response of [json({}, 500), completion("not json"), completion('{"suggestions": []}')]) {
      expect(
        await fetchSuggestions("secur", "openai", { fetch: (async () => response) as typeof fetch }),
      ).toEqual(local);
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toContain("API error: 500");
  });
});

describe("the answer call (SPEC 7.2)", () => {
  it("sends temperature 0.7, max_tokens 200, a short system prompt and up to 2 topics and 2 FAQs", () => {
    const request = answerRequest("How much does the Pro plan cost per location?", "openai");
    expect(request).toMatchObject({ model: "gpt-3.5-turbo", temperature: 0.7, max_tokens: 200 });
    expect(request.response_format).toBeUndefined();
    const system = request.messages[0]!;
    expect(system.role).toBe("system");
    expect(system.content).toContain("2-3 concise sentences");
    expect(system.content).toContain("Topic: Plans and pricing");
    expect(system.content.match(/^Topic: /gm)?.length).toBeLessThanOrEqual(2);
    expect(system.content.match(/^FAQ: /gm)?.length).toBeLessThanOrEqual(2);
    expect(request.messages.at(-1)).toEqual({
      role: "user",
      content: "How much does the Pro plan cost per location?",
    });
    expect(answerRequest("hi", "local").model).toBe("hostline-local-1.0");
  });

  it("picks the topics and FAQs that share the most words with the question", () => {
    const { topics, faqs } = contextFor("Can I keep my business phone number?");
    expect(faqs[0]?.question).toBe("Can I keep my business phone number?");
    expect(topics.length).toBeLessThanOrEqual(2);
    expect(contextFor("zzz qqq")).toEqual({ topics: [], faqs: [] });
  });
});

describe("local mode timing (SPEC 4)", () => {
  it("waits 800 ms plus up to 1000, or 1500 plus up to 2000 under the OpenAI label", () => {
    expect(localAnswerDelay(false, () => 0)).toBe(800);
    expect(localAnswerDelay(false, () => 0.5)).toBe(1300);
    expect(localAnswerDelay(true, () => 0)).toBe(1500);
    expect(localAnswerDelay(true, () => 0.5)).toBe(2500);
    expect(followUpTypingDelay(() => 0)).toBe(1000);
    expect(followUpTypingDelay(() => 0.999)).toBeCloseTo(1999);
  });
});
