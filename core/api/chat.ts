import { chatLimits } from "../chat-limits";
import { z } from "../zod";
import { chatErrorExtension, defineContract, noParams, noQuery, problem } from "./contract";

/** The support page's chat (SPEC 2.8, 7.2): POST /api/chat and POST /api/chat/follow-ups. */

export const historyTurnSchema = z.object({
  role: z.enum(["user", "assistant"], { error: 'Each history turn needs a role of "user" or "assistant".' }),
  content: z.string({ error: "Each history turn needs its content as text." }).check(
    z.maxLength(chatLimits.turnChars, {
      error: `Each history turn can be at most ${chatLimits.turnChars} characters.`,
    }),
  ),
});

const historySchema = z.array(historyTurnSchema, { error: "history must be a list of turns." }).check(
  z.maxLength(chatLimits.historyTurns, {
    error: `history can hold at most ${chatLimits.historyTurns} turns.`,
  }),
);

export const chatRequestSchema = z.object({
  message: z.string({ error: "Please type a message." }).check(
    z.trim(),
    z.minLength(1, { error: "Please type a message." }),
    z.maxLength(chatLimits.messageChars, {
      error: `Messages can be at most ${chatLimits.messageChars} characters.`,
    }),
  ),
  context: z
    .pipe(
      z.optional(
        z.string({ error: "context must be text." }).check(
          z.trim(),
          z.maxLength(chatLimits.contextChars, {
            error: `context can be at most ${chatLimits.contextChars} characters.`,
          }),
        ),
      ),
      z.transform((value: string | undefined) => value || "general"),
    )
    .check(z.describe('Where the chat was opened, e.g. "support" or "pricing"; "general" when absent.')),
  history: z.pipe(
    z.optional(historySchema),
    z.transform((value: z.output<typeof historySchema> | undefined) => value ?? []),
  ),
  model: z.optional(
    z.string({ error: "model must be text." }).check(
      z.maxLength(chatLimits.modelChars, {
        error: `model can be at most ${chatLimits.modelChars} characters.`,
      }),
    ),
  ),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const followUpRequestSchema = z.object({
  history: historySchema.check(z.minLength(1, { error: "history needs at least one turn." })),
});

export const chatResponseSchema = z.object({
  response: z.string(),
  source: z.optional(z.object({ title: z.string(), url: z.string() })),
  engine: z.enum(["local", "openai"]),
});

export const followUpResponseSchema = z.object({ suggestions: z.array(z.string()) });

const chatErrors = {
  400: problem("The request is not valid; `error.message` says why.", chatErrorExtension),
  413: problem("The request is too large.", chatErrorExtension),
  415: problem("The body is not JSON.", chatErrorExtension),
  429: problem("Too many messages from this client; wait and try again.", chatErrorExtension),
  500: problem("The answer could not be made.", chatErrorExtension),
};

export const chatContract = defineContract({
  operationId: "chat",
  method: "POST",
  path: "/api/chat",
  summary: "Answer one question of the support chat",
  description:
    "Answers from the site's own content (or the configured model, grounded in it), with the conversation so far as `history`.",
  tag: "Chat",
  params: noParams,
  query: noQuery,
  body: chatRequestSchema,
  rateLimit: { max: chatLimits.perMinute, timeWindow: "1 minute" },
  bodyLimit: chatLimits.bodyBytes,
  responses: { 200: { description: "The answer.", schema: chatResponseSchema }, ...chatErrors },
});

export const chatFollowUpsContract = defineContract({
  operationId: "chatFollowUps",
  method: "POST",
  path: "/api/chat/follow-ups",
  summary: "Suggest three follow-up questions",
  tag: "Chat",
  params: noParams,
  query: noQuery,
  body: followUpRequestSchema,
  rateLimit: { max: chatLimits.perMinute, timeWindow: "1 minute" },
  bodyLimit: chatLimits.bodyBytes,
  responses: {
    200: { description: "Three questions to ask next.", schema: followUpResponseSchema },
    ...chatErrors,
  },
});
