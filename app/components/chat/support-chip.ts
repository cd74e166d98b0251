import { chatLimits } from "@core/chat-limits";

/** The longest question /support sends: /api/chat refuses more than 2,000 characters. */
export const SUPPORT_MAX_MESSAGE = chatLimits.messageChars;

/** A suggested question on /support, in the landing state and under the conversation. */
export const suggestionChip =
  "rounded-full border border-brand-200 bg-white px-4 py-2 text-left text-sm font-medium text-brand-900 shadow-sm transition-colors hover:border-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60";
