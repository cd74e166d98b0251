import { cannedFollowUps } from "@core/knowledge/support";
import { useEffect, useRef, useState } from "react";
import { type Clock, systemClock } from "./clock";
import type { ChatTurn } from "./support-api";

/** SPEC 9: follow-ups are offered after 15 s of quiet, once there are more than 2 messages. */
export const FOLLOW_UP_DELAY_MS = 15_000;
export const FOLLOW_UP_MIN_MESSAGES = 3;
export const FOLLOW_UP_COUNT = 3;

/** The last messages' text, for the keyword fallback. */
const recentText = (history: readonly ChatTurn[]) => history.slice(-4).map((turn) => turn.content);

/**
 * Three follow-up questions for the conversation from the server, or SPEC 7.2's canned set
 * chosen by the last messages' words when the call fails or answers anything unexpected.
 * No credential of any kind goes with the request: the server holds its own.
 */
export async function fetchFollowUps(
  history: readonly ChatTurn[],
  { fetch: fetchImpl = globalThis.fetch, signal }: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<string[]> {
  try {
    // The contract (and zod with it) loads with the first call, not with the page.
    const [{ apiFetch }, { chatFollowUpsContract }] = await Promise.all([
      import("~/lib/api-fetch"),
      import("@core/api/chat"),
    ]);
    const result = await apiFetch(chatFollowUpsContract, {
      body: { history: history.slice(-20) },
      signal,
      fetch: fetchImpl,
    });
    if (!result.ok)
      throw new Error(
        result.kind === "problem" ? `API error: ${result.status}` : `API error: ${result.kind}`,
      );
    const suggestions = result.data.suggestions.filter((item) => item.trim() !== "");
    if (suggestions.length === 0) throw new Error("No follow-up suggestions in the response");
    return suggestions.slice(0, FOLLOW_UP_COUNT).map((item) => item.trim());
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn("Follow-up suggestions unavailable, using the built-in ones:", error);
    return cannedFollowUps(recentText(history));
  }
}

export interface FollowUpTimerOptions {
  /** Messages on screen, the visitor's and the assistant's. */
  messageCount: number;
  /** The conversation sent with the request (answers only, no error texts). */
  history: readonly ChatTurn[];
  /** A reply is pending or being typed: not idle. */
  busy: boolean;
  /** Bumped on every keystroke: typing hides the box and restarts the wait. */
  activity: number;
  /** The visitor has something typed and unsent: not offered then. */
  drafting: boolean;
  clock?: Clock;
  load?: (history: readonly ChatTurn[], signal: AbortSignal) => Promise<string[]>;
}

/**
 * SPEC 4, 7.2: once the conversation has more than 2 messages and nothing has happened for 15 s,
 * fetch 3 follow-up questions and show them; any keystroke or new message hides them and starts
 * the wait again.
 */
export function useFollowUps({
  messageCount,
  history,
  busy,
  activity,
  drafting,
  clock = systemClock,
  load = (turns, signal) => fetchFollowUps(turns, { signal }),
}: FollowUpTimerOptions): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const latest = useRef({ history, load });
  latest.current = { history, load };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `activity` restarts the wait; `history` and `load` are read through a ref.
  useEffect(() => {
    setSuggestions([]);
    if (busy || drafting || messageCount < FOLLOW_UP_MIN_MESSAGES) return;
    const controller = new AbortController();
    const timer = clock.setTimeout(() => {
      latest.current
        .load(latest.current.history, controller.signal)
        .then((loaded) => {
          if (!controller.signal.aborted) setSuggestions(loaded);
        })
        .catch(() => {
          // Aborted: the visitor moved on.
        });
    }, FOLLOW_UP_DELAY_MS);
    return () => {
      clock.clearTimeout(timer);
      controller.abort();
    };
  }, [busy, drafting, messageCount, activity, clock]);

  return suggestions;
}
