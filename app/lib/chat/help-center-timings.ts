/**
 * Every timing of the /help-center chat from SPEC 4, 5 and 9, in one place. The chat's component,
 * its reducer and help-api read them from here; the tests check the behaviour against these values.
 */
export const helpCenterTimings = {
  /** Suggestions are asked for from 3 characters on... */
  suggestionMinChars: 3,
  /** ...once typing has paused for 300 ms. */
  suggestionDebounceMs: 300,
  /** Answers are typed out one character every 10 ms. */
  typingMsPerChar: 10,
  /** Before a local answer shows: base plus up to `jitter` ms, counted from the send. */
  localAnswer: {
    /** The local model chosen. */
    local: { baseMs: 800, jitterMs: 1000 },
    /** OpenAI chosen, but the answer turned out local (the OpenAI-labelled local mode). */
    openAiLabelled: { baseMs: 1500, jitterMs: 2000 },
  },
  /** After a local answer, sometimes a follow-up question: its chance, its wait, its typing pause. */
  followUp: { chance: 0.3, afterMs: 2000, typingBaseMs: 1000, typingJitterMs: 1000 },
} as const;
