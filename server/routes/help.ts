import { randomUUID } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { helpChatContract } from "../../core/api/help";
import { helpHealthContract } from "../../core/api/help-health";
import { localModelId } from "../../core/knowledge/help-center";
import type { AnswerService } from "../answers/service";
import { contractRoute } from "../contract-route";
import { chatErrorHandler, chatLimits } from "./chat";

/**
 * The help center's backend (SPEC 2.9, 7.2), in the OpenAI chat-completions shape the page reads
 * (`choices[0].message.content`):
 * - GET /api/help/health: is the backend up, and is a model configured.
 * - POST /api/help/chat: with response_format {type: "json_object"}, suggestions for the last user
 *   text as `{"suggestions": [{title, category, url}]}`; otherwise the answer to it.
 * The request's model picks only between the local engine ("hostline-local-1.0") and the server's
 * configured model; its system prompt, temperature and max_tokens are accepted but not obeyed.
 */

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-${randomUUID()}`,
    object: "chat.completion" as const,
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant" as const, content }, finish_reason: "stop" as const }],
  };
}

export const helpRoutes: FastifyPluginAsync<{ answers: AnswerService }> = async (app, { answers }) => {
  app.setErrorHandler(chatErrorHandler);

  contractRoute(app, helpHealthContract, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" as const, openai: answers.mode === "openai", model: answers.model };
  });

  contractRoute(app, helpChatContract, async (request, reply) => {
    const { messages, model, response_format } = request.body;
    const turns = messages.filter(
      (message): message is { role: "user" | "assistant"; content: string } => message.role !== "system",
    );
    const lastUserIndex = turns.findLastIndex((turn) => turn.role === "user");
    const question = turns[lastUserIndex]?.content.trim() ?? "";
    if (!question || question.length > chatLimits.messageChars) {
      return reply.code(400).send({
        error: {
          message: question
            ? `The question can be at most ${chatLimits.messageChars} characters.`
            : "messages needs a user message with the question.",
        },
      });
    }
    reply.header("cache-control", "no-store");
    if (response_format?.type === "json_object") {
      return completion(localModelId, JSON.stringify({ suggestions: answers.suggestions(question) }));
    }
    const forceLocal = model === localModelId;
    const history = turns.slice(0, lastUserIndex).slice(-chatLimits.historyTurns);
    const answer = await answers.answer(question, history, { context: "help-center", forceLocal });
    return completion(answer.engine === "openai" ? answers.model : localModelId, answer.text);
  });
};
