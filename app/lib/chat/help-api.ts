import { localModelId } from "@core/knowledge/help-center-menus";
import { helpCenterTimings } from "./help-center-timings";

/** The help center's two models (SPEC 2.9): the server's OpenAI-compatible model, or the local engine. */
export type HelpModel = "openai" | "local";
/** What the API is asked for in each mode; the server caps and decides what really answers. */
export const helpModelIds: Record<HelpModel, string> = {
  openai: "gpt-3.5-turbo",
  local: localModelId,
};

/** SPEC 4's alert when OpenAI is chosen but cannot answer. */
export const UNAVAILABLE_ALERT = "OpenAI integration unavailable. Using local model instead.";

interface ChatCompletionMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface HelpChatRequest {
  model: string;
  messages: ChatCompletionMessage[];
  temperature: number;
  max_tokens: number;
  response_format?: { type: "json_object" };
}

/**
 * SPEC 7.2: GET /api/help/health once on load. The OpenAI backend counts as available only when
 * the server answers `status: "ok"` and `openai: true`; anything else, including a failed
 * request (logged), means local answers.
 */
export async function checkHelpHealth(fetchImpl: typeof fetch = globalThis.fetch): Promise<boolean> {
  try {
    const [{ apiFetch }, { helpHealthContract }] = await Promise.all([
      import("~/lib/api-fetch"),
      import("@core/api/help-health"),
    ]);
    const result = await apiFetch(helpHealthContract, { fetch: fetchImpl });
    if (!result.ok)
      throw new Error(
        result.kind === "problem" ? `API error: ${result.status}` : `API error: ${result.kind}`,
      );
    return result.data.openai;
  } catch (error) {
    console.warn("Help center health check failed; using local answers.", error);
    return false;
  }
}

/**
 * SPEC 4: before a local answer shows, 800 ms plus up to 1000 ms, or 1500 ms plus up to 2000 ms
 * in the OpenAI-labelled local mode (OpenAI chosen, the answer local after all).
 */
export function localAnswerDelay(openAiLabelled: boolean, random: () => number = Math.random): number {
  const { baseMs, jitterMs } = helpCenterTimings.localAnswer[openAiLabelled ? "openAiLabelled" : "local"];
  return baseMs + random() * jitterMs;
}
