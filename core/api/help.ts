import { chatLimits } from "../chat-limits";
import { z } from "../zod";
import { chatErrorExtension, defineContract, noParams, noQuery, problem } from "./contract";

/**
 * The help center's backend (SPEC 2.9, 7.2), in the OpenAI chat-completions shape the page reads
 * (`choices[0].message.content`): POST /api/help/chat. GET /api/help/health is ./help-health.
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
  content: z.string({ error: "Each message needs its content as text." }).check(
    z.maxLength(helpLimits.messageChars, {
      error: `Each message can be at most ${helpLimits.messageChars} characters.`,
    }),
  ),
});

export const helpChatRequestSchema = z.object({
  model: z.optional(
    z.string({ error: "model must be text." }).check(
      z.maxLength(chatLimits.modelChars, {
        error: `model can be at most ${chatLimits.modelChars} characters.`,
      }),
    ),
  ),
  messages: z.array(helpMessageSchema, { error: "messages must be a list of role and content pairs." }).check(
    z.minLength(1, { error: "messages needs at least one message." }),
    z.maxLength(helpLimits.messages, {
      error: `messages can hold at most ${helpLimits.messages} messages.`,
    }),
  ),
  temperature: z.optional(z.number({ error: "temperature must be a number." }).check(z.gte(0), z.lte(2))),
  max_tokens: z.optional(z.int({ error: "max_tokens must be a number." }).check(z.gte(1), z.lte(4096))),
  response_format: z.optional(
    z.object({
      type: z.enum(["text", "json_object"], {
        error: 'response_format.type must be "text" or "json_object".',
      }),
    }),
  ),
});
export type HelpChatRequest = z.input<typeof helpChatRequestSchema>;

export const completionResponseSchema = z.object({
  id: z.string(),
  object: z.literal("chat.completion"),
  created: z.int(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.int(),
      message: z.object({ role: z.literal("assistant"), content: z.string() }),
      finish_reason: z.literal("stop"),
    }),
  ),
});

export const helpChatContract = defineContract({
  operationId: "helpChat",
  method: "POST",
  path: "/api/help/chat",
  summary: "Answer the help center's question, or suggest articles as the visitor types",
  description:
    'With `response_format: {type: "json_object"}` the content is `{"suggestions": [{title, category, url}]}`; otherwise the answer. `model` picks only between the local engine ("hostline-local-1.0") and the configured model; the system prompt, temperature and max_tokens are accepted but not obeyed.',
  tag: "Help center",
  params: noParams,
  query: noQuery,
  body: helpChatRequestSchema,
  rateLimit: { max: helpLimits.perMinute, timeWindow: "1 minute" },
  bodyLimit: chatLimits.bodyBytes,
  responses: {
    200: { description: "A chat completion.", schema: completionResponseSchema },
    400: problem("The request is not valid; `error.message` says why.", chatErrorExtension),
    413: problem("The request is too large.", chatErrorExtension),
    415: problem("The body is not JSON.", chatErrorExtension),
    429: problem("Too many requests from this client.", chatErrorExtension),
    500: problem("The answer could not be made.", chatErrorExtension),
  },
});
