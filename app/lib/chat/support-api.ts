import { type Clock, systemClock } from "./clock";

/** One turn of the conversation as the API takes it (SPEC 3: chat request history). */
export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface SupportChatRequest {
  message: string;
  /** The page's ?context=, "general" by default. */
  context: string;
  history: ChatTurn[];
  model: string;
}

/** SPEC 9's default model name; the server decides what actually answers. */
export const SUPPORT_MODEL = "gpt-3.5-turbo";
/** SPEC 9: the support chat gives up on a reply after 30 seconds. */
export const SUPPORT_TIMEOUT_MS = 30_000;
/** At most this many earlier turns go with a message. */
export const SUPPORT_HISTORY_LIMIT = 20;

/** SPEC 8's support-chat error texts, word for word, shown as the assistant's message. */
export const supportErrors = {
  auth: "The AI service is currently experiencing authentication issues. Our team has been notified.",
  notFound: "The API endpoint could not be found. Please check the server configuration.",
  rateLimited: "Too many requests to the AI service. Please wait a moment before trying again.",
  unavailable:
    "The AI service is temporarily unavailable. Our team has been notified and is working to restore service.",
  other: "There was a temporary issue connecting to the AI service. Please try again in a moment.",
  invalidJson: "Received an invalid response from the server. Please try again.",
  unknownShape: "Unexpected response format from the AI service.",
  unknownError: "An unknown error occurred with the AI service.",
} as const;

/** SPEC 8: the text for a response that is not OK. */
export function errorTextForStatus(status: number): string {
  if (status === 401 || status === 403) return supportErrors.auth;
  if (status === 404) return supportErrors.notFound;
  if (status === 429) return supportErrors.rateLimited;
  if (status >= 500) return supportErrors.unavailable;
  return supportErrors.other;
}

export interface SupportReply {
  text: string;
  /** True when `text` explains a failure rather than answering the question. */
  error: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/**
 * SPEC 7.2: the reply is choices[0].message.content, or response, or message; a body with an
 * error object shows that error's message, or SPEC 8's text when it has none.
 */
export function readSupportReply(body: unknown): SupportReply {
  if (isRecord(body)) {
    const choices = body.choices;
    const first = Array.isArray(choices) ? choices[0] : undefined;
    const content = isRecord(first) && isRecord(first.message) ? first.message.content : undefined;
    if (nonEmpty(content)) return { text: content, error: false };
    if (nonEmpty(body.response)) return { text: body.response, error: false };
    if (nonEmpty(body.message)) return { text: body.message, error: false };
    if (body.error !== undefined && body.error !== null) {
      const message = isRecord(body.error) ? body.error.message : undefined;
      return { text: nonEmpty(message) ? message : supportErrors.unknownError, error: true };
    }
  }
  return { text: supportErrors.unknownShape, error: true };
}

export interface SupportCallOptions {
  fetch?: typeof fetch;
  clock?: Clock;
  timeoutMs?: number;
  /** Aborts without an answer, e.g. when the page unmounts; the promise then rejects. */
  signal?: AbortSignal;
}

/**
 * POSTs one question to /api/chat and always resolves with something to show: the answer, or
 * SPEC 8's text for what went wrong. A network failure or the 30-second time-out reads as the
 * "temporary issue" text. Rejects only when `signal` aborts.
 */
export async function askSupport(
  request: SupportChatRequest,
  {
    fetch: fetchImpl = globalThis.fetch,
    clock = systemClock,
    timeoutMs = SUPPORT_TIMEOUT_MS,
    signal,
  }: SupportCallOptions = {},
): Promise<SupportReply> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", onAbort, { once: true });
  const timer = clock.setTimeout(
    () => controller.abort(new DOMException("Timed out", "TimeoutError")),
    timeoutMs,
  );
  try {
    // The contract (and zod with it) loads with the first question, not with the page.
    const [{ apiFetch }, { chatContract }] = await Promise.all([
      import("~/lib/api-fetch"),
      import("@core/api/chat"),
    ]);
    const result = await apiFetch(chatContract, {
      body: { ...request, history: request.history.slice(-SUPPORT_HISTORY_LIMIT) },
      signal: controller.signal,
      fetch: fetchImpl,
    });
    if (result.ok) return readSupportReply(result.data);
    if (result.kind === "problem") return { text: errorTextForStatus(result.status), error: true };
    if (result.kind === "unexpected")
      return result.notJson
        ? { text: supportErrors.invalidJson, error: true }
        : readSupportReply(result.body);
    return { text: supportErrors.other, error: true };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { text: supportErrors.other, error: true };
  } finally {
    clock.clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
}
