import { Sparkles, UserRound } from "lucide-react";
import { useEffect, useRef } from "react";
import type { TranscriptMessage } from "~/lib/chat/use-transcript";
import { cn } from "~/lib/cn";
import { ChatText } from "./chat-text";
import { TypingIndicator } from "./typing-indicator";

/**
 * A conversation: the visitor's messages on the right, the assistant's on the left with the
 * typing indicator while a reply is pending. It scrolls itself to the newest message unless the
 * visitor has scrolled up to read. The finished replies are announced by the page's live
 * region, not by this list, so screen readers don't hear every typed character.
 */
export function MessageList({
  messages,
  assistantName,
  typingLabel,
  className,
}: {
  messages: readonly TranscriptMessage[];
  assistantName: string;
  typingLabel: string;
  className?: string;
}) {
  const scroller = useRef<HTMLElement>(null);
  const pinned = useRef(true);
  const last = messages.at(-1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the newest message grows.
  useEffect(() => {
    const element = scroller.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [messages.length, last?.visible, last?.pending]);

  return (
    <section
      ref={scroller}
      // A scrollable region must be reachable by keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the conversation.
      tabIndex={0}
      aria-label="Conversation"
      onScroll={(event) => {
        const element = event.currentTarget;
        pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
      }}
      className={cn("overflow-y-auto overscroll-contain focus-visible:outline-offset-[-2px]", className)}
    >
      <ol className="flex flex-col gap-5 px-4 py-6 sm:px-6">
        {messages.map((message) =>
          message.role === "user" ? (
            <li key={message.id} className="flex justify-end gap-3" data-role="user">
              <div className="max-w-[85%] rounded-2xl rounded-br-md bg-brand-700 px-4 py-2.5 text-white shadow-sm sm:max-w-[75%]">
                <span className="sr-only">You: </span>
                <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{message.content}</p>
              </div>
              <span
                aria-hidden="true"
                className="mt-1 hidden size-8 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-600 sm:flex"
              >
                <UserRound className="size-4" />
              </span>
            </li>
          ) : (
            <li key={message.id} className="flex gap-3" data-role="assistant" aria-busy={message.isTyping}>
              <span
                aria-hidden="true"
                className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800"
              >
                <Sparkles className="size-4" />
              </span>
              <div
                className={cn(
                  "max-w-[85%] min-w-0 rounded-2xl rounded-tl-md px-4 py-2.5 shadow-sm ring-1 sm:max-w-[75%]",
                  message.error ? "bg-amber-50 text-ink ring-amber-200" : "bg-white text-ink ring-slate-200",
                )}
              >
                <span className="sr-only">{assistantName}: </span>
                {message.pending ? (
                  <TypingIndicator label={typingLabel} />
                ) : (
                  <ChatText
                    text={message.content}
                    visible={message.isTyping ? message.visible : undefined}
                    className="leading-relaxed"
                  />
                )}
              </div>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
