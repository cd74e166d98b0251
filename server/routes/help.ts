import { randomUUID } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { localModelId } from "../../core/knowledge/help-center";
import type { AnswerService } from "../answers/service";
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

export const helpLimits = {
  messages: 30,
  messageChars: 8000,
  /** Suggestions are asked for as the visitor types (debounced), so the budget is larger. */
  perMinute: 60,
} as const;

const helpMessageSchema = z.object({
  role: z.enum(["system", "user", "assistant"], {
    error: 'Each message needs a role of "system", "user" or "assistant".',
  }),
  content: z.string({ error: "Each message needs its content as text." }).max(helpLimits.messageChars, {
    error: `Each message can be at most ${helpLimits.messageChars} characters.`,
  }),
});

export const helpChatRequestSchema = z.object({
  model: z
    .string({ error: "model must be text." })
    .max(chatLimits.modelChars, { error: `model can be at most ${chatLimits.modelChars} characters.` })
    .optional(),
  messages: z
    .array(helpMessageSchema, { error: "messages must be a list of role and content pairs." })
    .min(1, { error: "messages needs at least one message." })
    .max(helpLimits.messages, { error: `messages can hold at most ${helpLimits.messages} messages.` }),
  temperature: z.number({ error: "temperature must be a number." }).min(0).max(2).optional(),
  max_tokens: z.number({ error: "max_tokens must be a number." }).int().min(1).max(4096).optional(),
  response_format: z
    .object({
      type: z.enum(["text", "json_object"], {
        error: 'response_format.type must be "text" or "json_object".',
      }),
    })
    .optional(),
});

const errorResponse = z.object({ error: z.object({ message: z.string() }) });

const healthResponse = z.object({ status: z.literal("ok"), openai: z.boolean(), model: z.string() });

const completionResponse = z.object({
  id: z.string(),
  object: z.literal("chat.completion"),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number().int(),
      message: z.object({ role: z.literal("assistant"), content: z.string() }),
      finish_reason: z.literal("stop"),
    }),
  ),
});

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-${randomUUID()}`,
    object: "chat.completion" as const,
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant" as const, content }, finish_reason: "stop" as const }],
  };
}

export const helpRoutes: FastifyPluginAsyncZod<{ answers: AnswerService }> = async (app, { answers }) => {
  app.setErrorHandler(chatErrorHandler);

  app.get("/help/health", { schema: { response: { 200: healthResponse } } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" as const, openai: answers.mode === "openai", model: answers.model };
  });

  app.post(
    "/help/chat",
    {
      bodyLimit: chatLimits.bodyBytes,
      config: { rateLimit: { max: helpLimits.perMinute, timeWindow: "1 minute" } },
      schema: {
        body: helpChatRequestSchema,
        response: { 200: completionResponse, 400: errorResponse, 429: errorResponse, 500: errorResponse },
      },
    },
    async (request, reply) => {
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
    },
  );
};
