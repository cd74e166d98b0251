import { helpChatContract } from "@core/api/help";
import {
  contentWords,
  helpFaqs,
  helpTopics,
  localHelpAnswer,
  localSuggestions,
} from "@core/knowledge/help-center";
import type { SearchSuggestion } from "@core/knowledge/types";
import { site } from "@core/site";
import { apiFetch } from "~/lib/api-fetch";
import { safeHref } from "./chat-text";
import { type HelpChatRequest, type HelpModel, helpModelIds } from "./help-api";
import { helpCenterTimings } from "./help-center-timings";

/**
 * The help center's knowledge in the browser: the topics and FAQs, the suggestions call and its
 * local match, the answer call's context and the local fallback answer. Loaded when the visitor
 * first focuses the question box or asks (HelpCenterChat), not with the page.
 */
export { localHelpAnswer };

/**
 * The suggestions in a model's answer: `{"suggestions": [...]}` or a bare array of
 * {title, category, url}, 5 at most. Items without a title, or whose url is not a page on this
 * site, are dropped. Throws when the content is not JSON of that shape.
 */
export function parseSuggestions(content: string): SearchSuggestion[] {
  const parsed: unknown = JSON.parse(content);
  const list = Array.isArray(parsed)
    ? parsed
    : typeof parsed === "object" &&
        parsed !== null &&
        Array.isArray((parsed as { suggestions?: unknown }).suggestions)
      ? (parsed as { suggestions: unknown[] }).suggestions
      : undefined;
  if (!list) throw new Error("Suggestions are not a JSON list");
  const out: SearchSuggestion[] = [];
  for (const item of list) {
    if (typeof item !== "object" || item === null) continue;
    const { title, category, url } = item as Record<string, unknown>;
    if (typeof title !== "string" || title.trim() === "") continue;
    const href = typeof url === "string" ? safeHref(url) : null;
    out.push({
      title: title.trim(),
      category: typeof category === "string" && category.trim() ? category.trim() : "Help",
      url: href?.startsWith("/") ? href : "/help-center",
    });
  }
  return out.slice(0, 5);
}

/** The topic list the suggestions prompt offers the model. */
const topicCatalogue = helpTopics
  .map((topic) => `- ${topic.title} (${topic.category}): ${topic.url}`)
  .join("\n");

/**
 * SPEC 5, 7.2: 3-5 topics for what the visitor is typing. With the local model, or when the
 * call fails, answers something unparseable (logged) or finds nothing, it is the local
 * substring match on topic title and category.
 */
export async function fetchSuggestions(
  query: string,
  model: HelpModel,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<SearchSuggestion[]> {
  if (model === "local") return localSuggestions(query);
  let content: string;
  try {
    content = await helpChat(
      {
        model: helpModelIds.openai,
        messages: [
          {
            role: "system",
            content: `You suggest help topics for the ${site.product} Help Center. Reply with JSON only: {"suggestions":[{"title":"...","category":"...","url":"..."}]} holding 3 to 5 topics from this list that best match what the visitor is typing.\n${topicCatalogue}`,
          },
          { role: "user", content: query },
        ],
        temperature: 0.3,
        max_tokens: 150,
        response_format: { type: "json_object" },
      },
      options,
    );
  } catch (error) {
    if (options.signal?.aborted) throw error;
    console.warn(error instanceof Error ? error.message : error);
    return localSuggestions(query);
  }
  try {
    const suggestions = parseSuggestions(content);
    return suggestions.length > 0 ? suggestions : localSuggestions(query);
  } catch (error) {
    console.warn("Could not read the suggested topics; using the local match.", error);
    return localSuggestions(query);
  }
}

/** Word overlap between a question and a passage, its heading counting double. */
function overlap(asked: ReadonlySet<string>, heading: string, body: string): number {
  const head = new Set(contentWords(heading));
  const text = new Set(contentWords(body));
  let score = 0;
  for (const word of asked) score += head.has(word) ? 2 : text.has(word) ? 1 : 0;
  return score;
}

/** SPEC 7.2, 9: the two topics and two FAQs that share the most words with the question. */
export function contextFor(query: string) {
  const asked = new Set(contentWords(query));
  const top = <T>(items: readonly T[], score: (item: T) => number) =>
    items
      .map((item) => ({ item, score: score(item) }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, 2)
      .map((entry) => entry.item);
  return {
    topics: top(helpTopics, (topic) => overlap(asked, `${topic.title} ${topic.category}`, topic.content)),
    faqs: top(helpFaqs, (faq) => overlap(asked, faq.question, faq.answer)),
  };
}

/** SPEC 7.2: the answer call, with a short system prompt and the matching topics and FAQs. */
export function answerRequest(query: string, model: HelpModel): HelpChatRequest {
  const { topics, faqs } = contextFor(query);
  const context = [
    ...topics.map((topic) => `Topic: ${topic.title} (${topic.url})\n${topic.content}`),
    ...faqs.map((faq) => `FAQ: ${faq.question} (${faq.url})\n${faq.answer}`),
  ].join("\n\n");
  return {
    model: helpModelIds[model],
    messages: [
      {
        role: "system",
        content: `You are the ${site.product} Help Center assistant. Answer in 2-3 concise sentences, using only the context below, and link the page that says more as a Markdown link. If the context does not answer the question, say so and suggest calling sales at ${site.phones.sales.display} or the contact page (/contact).${context ? `\n\nContext:\n${context}` : ""}`,
      },
      { role: "user", content: query },
    ],
    temperature: 0.7,
    max_tokens: 200,
  };
}

/** POST /api/help/chat in the chat-completions shape; the answer is choices[0].message.content. */
export async function helpChat(
  request: HelpChatRequest,
  { fetch: fetchImpl = globalThis.fetch, signal }: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<string> {
  const result = await apiFetch(helpChatContract, { body: request, signal, fetch: fetchImpl });
  if (!result.ok) {
    if (result.kind === "problem") throw new Error(`API error: ${result.status}`);
    throw new Error("API error: no choices[0].message.content in the response");
  }
  const content = result.data.choices[0]?.message.content;
  if (typeof content !== "string")
    throw new Error("API error: no choices[0].message.content in the response");
  return content;
}

/** SPEC 4: in local mode, 30% of answers are followed by a question after 2 s, typed 1-2 s later. */
export function followUpTypingDelay(random: () => number = Math.random): number {
  const { typingBaseMs, typingJitterMs } = helpCenterTimings.followUp;
  return typingBaseMs + random() * typingJitterMs;
}

/** The questions the help center may ask after a local answer. */
export const helpFollowUpQuestions: readonly string[] = [
  "Did that answer your question? If you tell me your industry, I can explain how the host handles your kind of calls.",
  `Would you like to know how the ${site.trialDays}-day free trial works, or how fast you can be live?`,
  "Is there anything else I can help with, such as integrations, transfers to your team or pricing for more locations?",
  `Would it help to hear the host for yourself? You can call the demo line and play a customer: [try a demo call](/#demo-call-section).`,
];

export function pickFollowUp(random: () => number = Math.random): string {
  return (
    helpFollowUpQuestions[Math.floor(random() * helpFollowUpQuestions.length)] ?? helpFollowUpQuestions[0]!
  );
}

/**
 * One question, answered (SPEC 4): by OpenAI when it can, else by the server's local engine, else
 * (the call failed: "API error: {status}" is logged) by the browser's own fallback. A local answer
 * waits for `localWait`, SPEC 4's delay, which the caller started at the send.
 */
export async function answerQuestion({
  question,
  openAi,
  localWait,
  signal,
}: {
  question: string;
  /** OpenAI was chosen and the health check said it can answer. */
  openAi: boolean;
  localWait: Promise<void>;
  signal: AbortSignal;
}): Promise<{ answer: string; local: boolean }> {
  let answer: string;
  let local = !openAi;
  try {
    answer = await helpChat(answerRequest(question, openAi ? "openai" : "local"), { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn(error instanceof Error ? error.message : error);
    answer = localHelpAnswer(question);
    local = true;
  }
  if (local) await localWait;
  return { answer, local };
}
