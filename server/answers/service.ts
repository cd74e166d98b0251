import { localModelId, localSuggestions } from "../../core/knowledge/help-center";
import type { SearchSuggestion } from "../../core/knowledge/types";
import type { Env } from "../env";
import { type ChatTurn, type LocalEngine, localEngine } from "./local-engine";
import type { AnswerLogger, EngineReply, OpenAiEngine } from "./openai-engine";
import type { UnansweredLog } from "./unanswered";

/**
 * The answer engine the routes use: the local engine, or the model grounded by it when
 * OPENAI_API_KEY is set. `forceLocal` (the help center's "Hostline Local 1.0") skips the model.
 */
export interface AnswerService {
  readonly mode: "local" | "openai";
  /** The model that answers by default: OPENAI_MODEL in model mode, else the local engine's id. */
  readonly model: string;
  answer(
    message: string,
    history: readonly ChatTurn[],
    options?: { context?: string; forceLocal?: boolean },
  ): Promise<EngineReply>;
  followUps(
    history: readonly ChatTurn[],
    options?: { forceLocal?: boolean },
  ): Promise<{ suggestions: string[]; engine: "local" | "openai" }>;
  /** Topics for the help center's suggestions: the knowledge base's best matches, then SPEC 5's substring match. */
  suggestions(query: string): SearchSuggestion[];
}

export function createAnswerService(
  env: Pick<Env, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL" | "OPENAI_TIMEOUT_MS">,
  log: AnswerLogger,
  local: LocalEngine = localEngine(),
  unanswered?: UnansweredLog,
  /** Told how long each answer took, for the metrics. */
  timed: (engine: string, seconds: number) => void = () => {},
): AnswerService {
  const apiKey = env.OPENAI_API_KEY;
  // The OpenAI SDK is loaded with the first model call, and only in model mode.
  let engine: Promise<OpenAiEngine> | undefined;
  const model = apiKey
    ? {
        model: env.OPENAI_MODEL,
        get: () =>
          (engine ??= import("./openai-engine").then(
            ({ OpenAiEngine }) =>
              new OpenAiEngine(
                {
                  apiKey,
                  baseURL: env.OPENAI_BASE_URL,
                  model: env.OPENAI_MODEL,
                  timeoutMs: env.OPENAI_TIMEOUT_MS,
                },
                local,
                log,
              ),
          )),
      }
    : undefined;

  const answerLocally = (message: string, history: readonly ChatTurn[], context?: string): EngineReply => {
    const reply = local.answer(message, { context, history });
    log.info({ event: "chat_answered", engine: "local", route: reply.route }, "answered locally");
    if (reply.route === "unknown") unanswered?.record(message, { reason: "unknown", context });
    return { text: reply.text, source: reply.source, engine: "local" };
  };

  return {
    mode: model ? "openai" : "local",
    model: model?.model ?? localModelId,
    async answer(message, history, { context, forceLocal } = {}) {
      const started = performance.now();
      let reply: EngineReply;
      if (!model || forceLocal) reply = answerLocally(message, history, context);
      else {
        const decided = local.answer(message, { context, history });
        if (decided.route === "unknown") unanswered?.record(message, { reason: "unknown", context });
        reply = await (await model.get()).answer(message, history, context, decided);
      }
      timed(reply.engine, (performance.now() - started) / 1000);
      return reply;
    },
    async followUps(history, { forceLocal } = {}) {
      if (!model || forceLocal) return { suggestions: local.followUps(history), engine: "local" };
      return (await model.get()).followUps(history);
    },
    suggestions(query) {
      const found = local.suggestions(query, 5);
      return found.length ? found : localSuggestions(query);
    },
  };
}
