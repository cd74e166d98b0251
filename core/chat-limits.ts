/**
 * The chat's size limits, shared by the pages (input maxlength) and the API's validation
 * (server/routes/chat.ts, server/routes/help.ts). Browser-safe: plain numbers.
 */
export const chatLimits = {
  messageChars: 2000,
  contextChars: 40,
  historyTurns: 20,
  turnChars: 4000,
  modelChars: 100,
  /** Requests per client per minute, per endpoint. */
  perMinute: 20,
  /** Room for 20 turns of 4,000 characters of multi-byte text. */
  bodyBytes: 512 * 1024,
} as const;
