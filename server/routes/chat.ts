import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { chatContract, chatFollowUpsContract } from "../../core/api/chat";
import { chatLimits } from "../../core/chat-limits";
import { localModelId } from "../../core/knowledge/help-center";
import type { AnswerService } from "../answers/service";
import { contractRoute } from "../contract-route";

/**
 * The support page's chat (SPEC 2.8, 7.2):
 * - POST /api/chat: one question (with the conversation so far) → one answer.
 * - POST /api/chat/follow-ups: three questions to suggest next.
 * Validated and rate-limited per client; every error is `{error: {message}}` with the status the
 * page maps to SPEC 8's texts (400, 415, 429, 500).
 */

export { chatLimits };

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

export const chatRoutes: FastifyPluginAsync<{ answers: AnswerService }> = async (app, { answers }) => {
  app.setErrorHandler(chatErrorHandler);

  contractRoute(app, chatContract, async (request, reply) => {
    const { message, context, history, model } = request.body;
    const answer = await answers.answer(message, history, { context, forceLocal: model === localModelId });
    reply.header("cache-control", "no-store");
    return { response: answer.text, source: answer.source, engine: answer.engine };
  });

  contractRoute(app, chatFollowUpsContract, async (request, reply) => {
    const { suggestions } = await answers.followUps(request.body.history);
    reply.header("cache-control", "no-store");
    return { suggestions };
  });
};
