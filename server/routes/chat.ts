import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { chatLimits } from "../../core/chat-limits";
import { localModelId } from "../../core/knowledge/help-center";
import type { AnswerService } from "../answers/service";

/**
 * The support page's chat (SPEC 2.8, 7.2):
 * - POST /api/chat: one question (with the conversation so far) → one answer.
 * - POST /api/chat/follow-ups: three questions to suggest next.
 * Validated and rate-limited per client; every error is `{error: {message}}` with the status the
 * page maps to SPEC 8's texts (400, 415, 429, 500).
 */

export { chatLimits };

export const historyTurnSchema = z.object({
  role: z.enum(["user", "assistant"], { error: 'Each history turn needs a role of "user" or "assistant".' }),
  content: z.string({ error: "Each history turn needs its content as text." }).max(chatLimits.turnChars, {
    error: `Each history turn can be at most ${chatLimits.turnChars} characters.`,
  }),
});

const historySchema = z
  .array(historyTurnSchema, { error: "history must be a list of turns." })
  .max(chatLimits.historyTurns, { error: `history can hold at most ${chatLimits.historyTurns} turns.` });

export const chatRequestSchema = z.object({
  message: z
    .string({ error: "Please type a message." })
    .trim()
    .min(1, { error: "Please type a message." })
    .max(chatLimits.messageChars, {
      error: `Messages can be at most ${chatLimits.messageChars} characters.`,
    }),
  context: z
    .string({ error: "context must be text." })
    .trim()
    .max(chatLimits.contextChars, { error: `context can be at most ${chatLimits.contextChars} characters.` })
    .optional()
    .transform((value) => value || "general"),
  history: historySchema.optional().transform((value) => value ?? []),
  model: z
    .string({ error: "model must be text." })
    .max(chatLimits.modelChars, { error: `model can be at most ${chatLimits.modelChars} characters.` })
    .optional(),
});

export const followUpRequestSchema = z.object({
  history: historySchema.min(1, { error: "history needs at least one turn." }),
});

const errorResponse = z.object({ error: z.object({ message: z.string() }) });

const chatResponse = z.object({
  response: z.string(),
  source: z.object({ title: z.string(), url: z.string() }).optional(),
  engine: z.enum(["local", "openai"]),
});

const followUpResponse = z.object({ suggestions: z.array(z.string()) });

/** `{error: {message}}` for every failure of the chat endpoints, with a status the page understands. */
export function chatErrorHandler(
  error: FastifyError & { validation?: { message?: string; instancePath?: string }[] },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, "chat request failed");
    return reply
      .code(500)
      .send({ error: { message: "Something went wrong on our side. Please try again in a moment." } });
  }
  let message = error.message;
  if (error.validation?.length) {
    const first = error.validation[0];
    message = first?.message ?? "The request is not valid.";
  } else if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
    message = "The request body must be valid JSON.";
  } else if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
    message = "Send the request as JSON (content-type: application/json).";
  } else if (status === 413) {
    message = "The request is too large.";
  }
  return reply.code(status).send({ error: { message } });
}

export const chatRoutes: FastifyPluginAsyncZod<{ answers: AnswerService }> = async (app, { answers }) => {
  app.setErrorHandler(chatErrorHandler);

  app.post(
    "/chat",
    {
      bodyLimit: chatLimits.bodyBytes,
      config: { rateLimit: { max: chatLimits.perMinute, timeWindow: "1 minute" } },
      schema: {
        body: chatRequestSchema,
        response: { 200: chatResponse, 400: errorResponse, 429: errorResponse, 500: errorResponse },
      },
    },
    async (request, reply) => {
      const { message, context, history, model } = request.body;
      const answer = await answers.answer(message, history, { context, forceLocal: model === localModelId });
      reply.header("cache-control", "no-store");
      return { response: answer.text, source: answer.source, engine: answer.engine };
    },
  );

  app.post(
    "/chat/follow-ups",
    {
      bodyLimit: chatLimits.bodyBytes,
      config: { rateLimit: { max: chatLimits.perMinute, timeWindow: "1 minute" } },
      schema: {
        body: followUpRequestSchema,
        response: { 200: followUpResponse, 400: errorResponse, 429: errorResponse, 500: errorResponse },
      },
    },
    async (request, reply) => {
      const { suggestions } = await answers.followUps(request.body.history);
      reply.header("cache-control", "no-store");
      return { suggestions };
    },
  );
};
