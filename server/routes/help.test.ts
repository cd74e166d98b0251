import { describe, expect, it } from "vitest";
import {
  helpFaqs,
  helpPersonas,
  helpSuggestedQuestions,
  helpTopics,
  localModelId,
} from "../../core/knowledge/help-center";
import { formatUsd, plans } from "../../core/plans";
import type { FakeOpenAiMode } from "../../tests/fakes/openai-server";
import type { App } from "../app";
import { setUpChatApps } from "./chat-test-setup";

const apps = setUpChatApps(
  () => `Pro is ${formatUsd(plans.pro.monthlyPrice)} a month per location. [Read more](/pricing#pricing)`,
);

let nextIp = 1;
const chat = (app: App, body: unknown, ip = `10.8.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`) =>
  app.inject({
    method: "POST",
    url: "/api/help/chat",
    headers: { "content-type": "application/json" },
    payload: typeof body === "string" ? body : JSON.stringify(body),
    remoteAddress: ip,
  });

/** The page's answer call (SPEC 7.2): a system prompt of its own, the question, its own caps. */
const answerCall = (question: string, model = "gpt-3.5-turbo") => ({
  model,
  messages: [
    { role: "system", content: "You are a helpful assistant. Answer in 2-3 sentences." },
    { role: "user", content: question },
  ],
  temperature: 0.7,
  max_tokens: 200,
});

const suggestionsCall = (text: string) => ({
  model: "gpt-3.5-turbo",
  messages: [
    { role: "system", content: "Suggest 3-5 help topics as JSON with title, category and url." },
    { role: "user", content: text },
  ],
  temperature: 0.3,
  max_tokens: 150,
  response_format: { type: "json_object" },
});

describe("GET /api/help/health", () => {
  it("reports ok and the local engine when no key is configured", async () => {
    const response = await apps.localApp.inject({ method: "GET", url: "/api/help/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", openai: false, model: localModelId });
  });

  it("reports the model when a key is configured, never the key", async () => {
    const response = await apps.modelApp.inject({ method: "GET", url: "/api/help/health" });
    expect(response.json()).toEqual({ status: "ok", openai: true, model: "gpt-test-mini" });
    expect(response.body).not.toContain("sk-test-key");
  });
});

describe("POST /api/help/chat (local engine)", () => {
  it("answers in the chat-completions shape", async () => {
    const response = await chat(apps.localApp, answerCall("How much does Hostline cost?"));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ object: "chat.completion", model: localModelId });
    expect(body.id).toMatch(/^chatcmpl-/);
    expect(Number.isInteger(body.created)).toBe(true);
    expect(body.choices).toHaveLength(1);
    expect(body.choices[0]).toMatchObject({
      index: 0,
      finish_reason: "stop",
      message: { role: "assistant" },
    });
    expect(body.choices[0].message.content).toContain(formatUsd(plans.basic.monthlyPrice));
    expect(body.choices[0].message.content).toContain("[Read more](/pricing#pricing)");
  });

  it("answers the suggestions call with a JSON list of topics for the typed text", async () => {
    const response = await chat(apps.localApp, suggestionsCall("pric"));
    const content = response.json().choices[0].message.content;
    const { suggestions } = JSON.parse(content);
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    for (const suggestion of suggestions) {
      expect(Object.keys(suggestion).sort()).toEqual(["category", "title", "url"]);
      expect(suggestion.url).toMatch(/^\//);
    }
    expect(suggestions.map((s: { category: string }) => s.category)).toContain("Pricing");
  });

  it("answers the suggestions call with an empty list when nothing matches", async () => {
    const content = (await chat(apps.localApp, suggestionsCall("qwxz"))).json().choices[0].message.content;
    expect(JSON.parse(content)).toEqual({ suggestions: [] });
  });

  it("answers every suggested question, FAQ, persona question and topic it shows", async () => {
    const questions = [
      ...helpSuggestedQuestions,
      ...helpFaqs.map((faq) => faq.question),
      ...helpPersonas.flatMap((persona) => persona.questions),
      ...helpTopics.map((topic) => topic.title),
    ];
    for (const question of questions) {
      const content = (await chat(apps.localApp, answerCall(question))).json().choices[0].message.content;
      expect(content, question).not.toContain("I don't know");
    }
  });

  it("uses the last user message as the question and earlier turns as history", async () => {
    const response = await chat(apps.localApp, {
      messages: [
        { role: "user", content: "Hello" },
        { role: "assistant", content: "Hi! Ask me anything." },
        { role: "user", content: "Do you integrate with Clio?" },
      ],
    });
    expect(response.json().choices[0].message.content).toContain("Clio");
  });

  it.each([
    [{}, "messages must be a list of role and content pairs."],
    [{ messages: [] }, "messages needs at least one message."],
    [
      { messages: [{ role: "system", content: "Only a system prompt" }] },
      "messages needs a user message with the question.",
    ],
    [{ messages: [{ role: "user", content: "   " }] }, "messages needs a user message with the question."],
    [
      { messages: [{ role: "tool", content: "x" }] },
      'Each message needs a role of "system", "user" or "assistant".',
    ],
    [
      { messages: [{ role: "user", content: "x".repeat(8001) }] },
      "Each message can be at most 8000 characters.",
    ],
    [
      { messages: [{ role: "user", content: "x".repeat(2001) }] },
      "The question can be at most 2000 characters.",
    ],
    [
      { messages: Array.from({ length: 31 }, () => ({ role: "user", content: "x" })) },
      "messages can hold at most 30 messages.",
    ],
    [
      { messages: [{ role: "user", content: "Hi" }], response_format: { type: "xml" } },
      'response_format.type must be "text" or "json_object".',
    ],
    [
      { messages: [{ role: "user", content: "Hi" }], model: "m".repeat(101) },
      "model can be at most 100 characters.",
    ],
  ])("answers bad input %j with 400 and a clear message", async (body, message) => {
    const response = await chat(apps.localApp, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { message } });
  });

  it("rate-limits each client, with a 429 message", async () => {
    let status = 200;
    for (let i = 0; i < 61 && status === 200; i++) {
      status = (await chat(apps.localApp, suggestionsCall("trial"), "10.66.0.1")).statusCode;
    }
    expect(status).toBe(429);
    const limited = await chat(apps.localApp, suggestionsCall("trial"), "10.66.0.1");
    expect(limited.json().error.message).toContain("Too many requests");
  });
});

describe("POST /api/help/chat with a model configured", () => {
  it("answers from the model, with the server's prompt, model and caps instead of the page's", async () => {
    const response = await chat(apps.modelApp, answerCall("How much is Pro?", "gpt-4-32k"));
    const body = response.json();
    expect(body.model).toBe("gpt-test-mini");
    expect(body.choices[0].message.content).toContain(formatUsd(plans.pro.monthlyPrice));
    const sent = apps.fake.requests[0]?.body;
    expect(sent?.model).toBe("gpt-test-mini");
    expect(sent?.max_tokens).toBe(300);
    const prompts = (sent?.messages ?? []).filter((message) => message.role === "system");
    expect(prompts).toHaveLength(1);
    expect(prompts[0]?.content).not.toContain("You are a helpful assistant");
    expect(prompts[0]?.content).toContain("using only the passages below");
  });

  it.each<FakeOpenAiMode>(["401", "404", "429", "500", "hang", "malformed"])(
    "falls back to the local answer when the model fails with %s, and logs it",
    async (mode) => {
      apps.fake.mode = mode;
      const response = await chat(apps.modelApp, answerCall("How much is Pro?"));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.model).toBe(localModelId);
      expect(body.choices[0].message.content).toContain(formatUsd(plans.pro.monthlyPrice));
      expect(apps.logLines.some((line) => JSON.parse(line).event === "openai_fallback")).toBe(true);
    },
  );

  it('never calls the model for "hostline-local-1.0" or for suggestions', async () => {
    const local = await chat(apps.modelApp, answerCall("How much is Pro?", localModelId));
    expect(local.json().model).toBe(localModelId);
    await chat(apps.modelApp, suggestionsCall("integr"));
    expect(apps.fake.requests).toHaveLength(0);
  });
});
