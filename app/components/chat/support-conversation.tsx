import { site } from "@core/site";
import { Sparkles } from "lucide-react";
import { useId } from "react";
import type { useTranscript } from "~/lib/chat/use-transcript";
import { cn } from "~/lib/cn";
import { ChatComposer } from "./chat-composer";
import { MessageList } from "./message-list";
import { SUPPORT_MAX_MESSAGE, suggestionChip } from "./support-chip";

/**
 * /support once the first message is sent (SPEC 2.8): the transcript filling the screen, the
 * "You might also ask" follow-ups and the box, disabled while a reply is on its way.
 */
export function ConversationView({
  greeting,
  messages,
  busy,
  draft,
  inputId,
  inputRef,
  followUps,
  onDraft,
  onSend,
}: {
  greeting: string | undefined;
  messages: ReturnType<typeof useTranscript>["messages"];
  busy: boolean;
  draft: string;
  inputId: string;
  inputRef: React.RefObject<HTMLInputElement | null>;
  followUps: string[];
  onDraft: (value: string) => void;
  onSend: (text: string) => void;
}) {
  const followUpsId = useId();
  return (
    <section className="mx-auto flex h-[calc(100dvh-4rem)] max-h-[60rem] min-h-[32rem] max-w-3xl flex-col px-2 pt-4 pb-3 sm:px-6 sm:pt-6 sm:pb-6">
      <div className="flex items-center gap-3 px-2 pb-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white"
        >
          <Sparkles className="size-5" />
        </span>
        <div className="min-w-0">
          <h1 className="text-lg font-bold text-ink">Ask {site.product} anything</h1>
          <p className="text-sm text-slate-600">
            {greeting ? `${greeting}. ` : ""}Answers from {site.product}’s own pages, around the clock.
          </p>
        </div>
      </div>
      <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
        <MessageList
          messages={messages}
          assistantName={site.product}
          typingLabel={`${site.product} is typing…`}
          className="min-h-0 flex-1"
        />
        <div className="border-t border-slate-100 p-2 sm:p-3">
          <div aria-live="polite">
            {followUps.length > 0 && (
              <section aria-labelledby={followUpsId} className="mb-3 px-1" data-testid="follow-ups">
                <h2 id={followUpsId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  You might also ask
                </h2>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {followUps.map((question) => (
                    <li key={question}>
                      <button
                        type="button"
                        className={cn(suggestionChip, "py-1.5")}
                        onClick={() => onSend(question)}
                      >
                        {question}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
          <ChatComposer
            id={inputId}
            label={`Your question for ${site.product}`}
            value={draft}
            onValueChange={onDraft}
            onSend={onSend}
            placeholder={busy ? `${site.product} is answering…` : "Ask a follow-up question…"}
            disabled={busy}
            maxLength={SUPPORT_MAX_MESSAGE}
            inputRef={inputRef}
          />
        </div>
      </div>
    </section>
  );
}
