import { describe, expect, it, vi } from "vitest";
import type { Clock } from "./clock";
import { askSupport, errorTextForStatus, readSupportReply, supportErrors } from "./support-api";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const noTimers: Clock = { now: () => 0, setTimeout: () => 0, clearTimeout() {} };

/** What the chat shows when /api/chat answers `response`. */
const replyTo = (response: Response) =>
  askSupport(
    { message: "Hi", context: "general", history: [], model: "m" },
    { fetch: (async () => response) as typeof fetch, clock: noTimers },
  );

describe("SPEC 8's support-chat error table", () => {
  it.each([
    [401, "The AI service is currently experiencing authentication issues. Our team has been notified."],
    [403, "The AI service is currently experiencing authentication issues. Our team has been notified."],
    [404, "The API endpoint could not be found. Please check the server configuration."],
    [429, "Too many requests to the AI service. Please wait a moment before trying again."],
    [
      500,
      "The AI service is temporarily unavailable. Our team has been notified and is working to restore service.",
    ],
    [
      503,
      "The AI service is temporarily unavailable. Our team has been notified and is working to restore service.",
    ],
    [400, "There was a temporary issue connecting to the AI service. Please try again in a moment."],
    [418, "There was a temporary issue connecting to the AI service. Please try again in a moment."],
  ])("status %i reads %j", async (status, text) => {
    expect(errorTextForStatus(status)).toBe(text);
    // The body of a failed response (problem details or not) does not change the text.
    const problem = {
      type: "about:blank",
      title: "Error",
      status,
      detail: "x",
      error: { message: "internal" },
    };
    expect(await replyTo(json(problem, status))).toEqual({ text, error: true });
    expect(await replyTo(json({ error: { message: "internal detail" } }, status))).toEqual({
      text,
      error: true,
    });
  });

  it("maps an unparseable body", async () => {
    const response = new Response("<html>Bad gateway</html>", { status: 200 });
    expect(await replyTo(response)).toEqual({
      text: "Received an invalid response from the server. Please try again.",
      error: true,
    });
  });

  it("maps an unknown shape", () => {
    for (const body of [{}, [], null, "text", 42, { response: 7 }, { choices: [] }, { response: "  " }]) {
      expect(readSupportReply(body)).toEqual({
        text: "Unexpected response format from the AI service.",
        error: true,
      });
    }
  });

  it("maps an error object without a message, and shows one with a message", () => {
    expect(readSupportReply({ error: {} })).toEqual({
      text: "An unknown error occurred with the AI service.",
      error: true,
    });
    expect(readSupportReply({ error: "boom" })).toEqual({ text: supportErrors.unknownError, error: true });
    expect(readSupportReply({ error: { message: "Message too long." } })).toEqual({
      text: "Message too long.",
      error: true,
    });
  });
});

describe("reading a reply (SPEC 7.2)", () => {
  it("prefers choices[0].message.content, then response, then message", () => {
    expect(
      readSupportReply({ choices: [{ message: { content: "A" } }], response: "B", message: "C" }),
    ).toEqual({ text: "A", error: false });
    expect(readSupportReply({ response: "B", message: "C", engine: "local" })).toEqual({
      text: "B",
      error: false,
    });
    expect(readSupportReply({ message: "C" })).toEqual({ text: "C", error: false });
  });
});

describe("askSupport", () => {
  it("posts the message, context, model and at most 20 turns of history", async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json({ response: "Pro is $599 a month.", engine: "local" }),
    );
    const history = Array.from({ length: 25 }, (_, index) => ({
      role: index % 2 ? ("assistant" as const) : ("user" as const),
      content: `turn ${index}`,
    }));
    const reply = await askSupport(
      { message: "How much is Pro?", context: "pricing", history, model: "gpt-3.5-turbo" },
      { fetch: fetchMock as typeof fetch, clock: noTimers },
    );
    expect(reply).toEqual({ text: "Pro is $599 a month.", error: false });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/chat");
    expect(init?.method).toBe("POST");
    const sent = JSON.parse(String(init?.body));
    expect(sent.message).toBe("How much is Pro?");
    expect(sent.context).toBe("pricing");
    expect(sent.model).toBe("gpt-3.5-turbo");
    expect(sent.history).toHaveLength(20);
    expect(sent.history[0].content).toBe("turn 5");
    expect(JSON.stringify(init?.headers)).not.toMatch(/authorization/i);
  });

  it("shows the temporary-issue text on a network failure", async () => {
    const reply = await askSupport(
      { message: "Hi", context: "general", history: [], model: "m" },
      {
        fetch: (async () => Promise.reject(new TypeError("Failed to fetch"))) as typeof fetch,
        clock: noTimers,
      },
    );
    expect(reply).toEqual({ text: supportErrors.other, error: true });
  });

  it("aborts after the time-out and shows the temporary-issue text", async () => {
    let fire: (() => void) | undefined;
    const clock: Clock = {
      now: () => 0,
      setTimeout: (callback, ms) => {
        expect(ms).toBe(30_000);
        fire = callback;
        return 1;
      },
      clearTimeout() {},
    };
    const hanging = ((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      })) as typeof fetch;
    const pending = askSupport(
      { message: "Hi", context: "general", history: [], model: "m" },
      { fetch: hanging, clock },
    );
    fire?.();
    expect(await pending).toEqual({ text: supportErrors.other, error: true });
  });

  it("rejects when the caller aborts (the page went away)", async () => {
    const controller = new AbortController();
    const hanging = ((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
      })) as typeof fetch;
    const pending = askSupport(
      { message: "Hi", context: "general", history: [], model: "m" },
      { fetch: hanging, clock: noTimers, signal: controller.signal },
    );
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
