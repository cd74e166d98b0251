import { useCallback, useEffect, useRef, useState } from "react";
import { type Clock, prefersReducedMotion, systemClock } from "./clock";
import { startTypewriter } from "./typewriter";

/**
 * The text of a reply as the visitor will see it (its Markdown marks removed), to type out and to
 * announce. The parser comes with the first reply, like the message list that draws it; if it
 * cannot be fetched (offline), the raw text is used.
 */
const visibleTextOf = (text: string) =>
  import("./chat-text").then(
    ({ parseChatText, visibleText }) => visibleText(parseChatText(text)),
    () => text,
  );

export interface TranscriptMessage {
  id: number;
  role: "user" | "assistant";
  content: string;
  /** SPEC 3: true while an assistant message is pending or still being typed out. */
  isTyping: boolean;
  /** Waiting for the reply: the typing indicator shows instead of text. */
  pending: boolean;
  /** Visible characters of `content` while it is typed out. */
  visible: number;
  /** The text explains a failure (SPEC 8); it is not sent back as conversation history. */
  error: boolean;
}

export interface TranscriptOptions {
  /** The pause before each visible character of `text` appears. */
  delaysFor: (text: string) => (index: number) => number;
  clock?: Clock;
}

/**
 * The messages of a chat and their typed-out reveal, shared by /support and /help-center.
 * A reply is revealed character by character (instantly under prefers-reduced-motion); the
 * finished text goes to `announcement`, which the page puts in a polite live region, so screen
 * readers hear each reply once, not every character.
 */
export function useTranscript({ delaysFor, clock = systemClock }: TranscriptOptions) {
  const [messages, setMessages] = useState<TranscriptMessage[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const nextId = useRef(1);
  const stops = useRef(new Set<() => void>());
  const options = useRef({ delaysFor, clock });
  options.current = { delaysFor, clock };

  useEffect(() => {
    const running = stops.current;
    return () => {
      for (const stop of running) stop();
      running.clear();
    };
  }, []);

  const update = useCallback((id: number, change: Partial<TranscriptMessage>) => {
    setMessages((current) =>
      current.map((message) => (message.id === id ? { ...message, ...change } : message)),
    );
  }, []);

  const addUser = useCallback((content: string) => {
    const id = nextId.current++;
    setMessages((current) => [
      ...current,
      { id, role: "user", content, isTyping: false, pending: false, visible: content.length, error: false },
    ]);
    return id;
  }, []);

  /** An assistant message waiting for its text: shows the typing indicator. */
  const addPending = useCallback(() => {
    const id = nextId.current++;
    setMessages((current) => [
      ...current,
      { id, role: "assistant", content: "", isTyping: true, pending: true, visible: 0, error: false },
    ]);
    return id;
  }, []);

  /** Replaces a pending message with `text`, typed out; resolves when the whole text shows. */
  const reveal = useCallback(
    async (id: number, text: string, { error = false }: { error?: boolean } = {}) => {
      const plain = await visibleTextOf(text);
      return new Promise<void>((resolve) => {
        const finish = () => {
          update(id, { isTyping: false, pending: false, visible: plain.length });
          setAnnouncement(plain);
          resolve();
        };
        update(id, { content: text, error, pending: false, isTyping: true, visible: 0 });
        if (prefersReducedMotion() || plain.length === 0) {
          finish();
          return;
        }
        const delayAt = options.current.delaysFor(plain);
        const stop = startTypewriter({
          length: plain.length,
          delayAt,
          clock: options.current.clock,
          onProgress: (visible) => update(id, { visible }),
          onDone: () => {
            stops.current.delete(stop);
            finish();
          },
        });
        stops.current.add(stop);
      });
    },
    [update],
  );

  const remove = useCallback((id: number) => {
    setMessages((current) => current.filter((message) => message.id !== id));
  }, []);

  return { messages, announcement, addUser, addPending, reveal, remove };
}

/** The conversation as the APIs take it: finished messages only, no error texts. */
export function toHistory(messages: readonly TranscriptMessage[]) {
  return messages
    .filter((message) => !message.pending && !message.error && message.content.trim() !== "")
    .map(({ role, content }) => ({ role, content }));
}
