import {
  isSupportContext,
  suggestionsForContext,
  supportFaqs,
  supportIndustryQuestions,
} from "@core/knowledge/support";

import { site } from "@core/site";
import { HelpCircle, MessageCircleQuestion, PhoneCall, Sparkles } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { type Clock, systemClock } from "~/lib/chat/clock";
import { useFollowUps } from "~/lib/chat/follow-ups";
import { useGreeting } from "~/lib/chat/greeting";
import { useRefocus, useUnmountSignal } from "~/lib/chat/lifecycle";
import { askSupport, SUPPORT_MODEL } from "~/lib/chat/support-api";
import { supportDelays } from "~/lib/chat/typing-pace";
import { toHistory, useTranscript } from "~/lib/chat/use-transcript";
import { ChatComposer } from "./chat-composer";
import { ChatDropdown } from "./chat-dropdown";
import { SUPPORT_MAX_MESSAGE, suggestionChip } from "./support-chip";
import { ConversationView } from "./support-conversation";

const menus = [
  { id: "faq", label: "Frequently Asked Questions", questions: supportFaqs.map((faq) => faq.question) },
  ...supportIndustryQuestions.map(({ industry, questions }) => ({
    id: industry.toLowerCase().replace(/\s+/g, "-"),
    label: industry,
    questions: questions.map((question) => question.question),
  })),
];

/**
 * The /support chat (SPEC 2.8, 4): a landing state with the New York greeting, the opening
 * suggestions for ?context=, the FAQ and industry dropdowns, then, from the first message on,
 * the conversation, with replies typed out at SPEC 9's pace and follow-up questions after a
 * quiet 15 s.
 */
export function SupportChat({
  clock = systemClock,
  random = Math.random,
}: {
  clock?: Clock;
  random?: () => number;
}) {
  const [searchParams] = useSearchParams();
  // The prerendered page has no query string: read ?context= only once mounted.
  const [context, setContext] = useState<string | null>(null);
  useEffect(() => setContext(searchParams.get("context")), [searchParams]);
  const contextKey = context?.trim().toLowerCase() ?? "";
  const suggestions = suggestionsForContext(context);

  const greeting = useGreeting();
  const randomRef = useRef(random);
  randomRef.current = random;
  const { messages, announcement, addUser, addPending, reveal } = useTranscript({
    delaysFor: (text) => {
      const delays = supportDelays(text, randomRef.current);
      return (index) => delays[index] ?? 0;
    },
    clock,
  });

  const [draft, setDraft] = useState("");
  const [activity, setActivity] = useState(0);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const unmountSignal = useUnmountSignal();
  const sending = useRef(false);
  const refocus = useRefocus(inputRef, rootRef);
  const inputId = useId();

  const busy = messages.some((message) => message.isTyping);
  const started = messages.length > 0;

  const followUps = useFollowUps({
    messageCount: messages.length,
    history: toHistory(messages),
    busy,
    activity,
    drafting: draft.trim() !== "",
    clock,
  });

  const send = useCallback(
    async (text: string) => {
      const message = text.trim().slice(0, SUPPORT_MAX_MESSAGE);
      // The ref also stops a second click landing before React re-renders.
      if (!message || busy || sending.current) return;
      sending.current = true;
      setDraft("");
      setOpenMenu(null);
      const history = toHistory(messages);
      addUser(message);
      const id = addPending();
      let reply: Awaited<ReturnType<typeof askSupport>>;
      try {
        reply = await askSupport(
          {
            message,
            context: isSupportContext(contextKey) ? contextKey : "general",
            history,
            model: SUPPORT_MODEL,
          },
          { clock, signal: unmountSignal() },
        );
      } catch {
        return; // The page went away.
      }
      await reveal(id, reply.text, { error: reply.error });
      sending.current = false;
      // The input was disabled while the reply was on its way: give focus back to it.
      refocus();
    },
    [busy, messages, addUser, addPending, reveal, contextKey, clock, unmountSignal, refocus],
  );

  return (
    <div ref={rootRef} className="bg-canvas">
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="reply-announcer">
        {announcement}
      </div>
      {started ? (
        <ConversationView
          greeting={greeting}
          messages={messages}
          busy={busy}
          draft={draft}
          inputId={inputId}
          inputRef={inputRef}
          followUps={followUps}
          onDraft={(value) => {
            setDraft(value);
            setActivity((count) => count + 1);
          }}
          onSend={send}
        />
      ) : (
        <section className="mx-auto max-w-3xl px-4 pt-12 pb-20 sm:px-6 sm:pt-16">
          <div className="text-center">
            <span
              aria-hidden="true"
              className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-md"
            >
              <Sparkles className="size-6" />
            </span>
            {/* Empty until mounted: the prerendered page can't know the hour in New York. */}
            <p className="mt-5 h-7 text-lg font-semibold text-brand-800" data-testid="greeting">
              {greeting}
            </p>
            <h1 className="mt-1 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
              Ask {site.product} anything
            </h1>
            <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">
              Plans, prices, setup, integrations or how {site.product} handles calls in your trade: get a
              straight answer in seconds, day or night.
            </p>
          </div>

          <h2 className="sr-only">Suggested questions</h2>
          <ul
            className="mt-8 flex flex-wrap justify-center gap-2"
            data-testid="suggestions"
            data-context={contextKey || "default"}
          >
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className={suggestionChip} onClick={() => send(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>

          <ChatComposer
            id={inputId}
            className="mt-8"
            label={`Your question for ${site.product}`}
            value={draft}
            onValueChange={setDraft}
            onSend={send}
            placeholder={`Ask ${site.product} a question…`}
            maxLength={SUPPORT_MAX_MESSAGE}
            inputRef={inputRef}
          />

          <div className="mt-10">
            <h2 className="flex items-center justify-center gap-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
              <MessageCircleQuestion aria-hidden="true" className="size-4 text-brand-700" />
              Browse common questions
            </h2>
            <div className="mt-4 flex flex-wrap justify-center gap-2" data-testid="question-menus">
              {menus.map((menu, index) => (
                <ChatDropdown
                  key={menu.id}
                  label={menu.label}
                  icon={
                    index === 0 ? (
                      <HelpCircle aria-hidden="true" className="size-4 text-brand-700" />
                    ) : undefined
                  }
                  open={openMenu === menu.id}
                  onOpenChange={(open) =>
                    // Closing one (a click on another button) must not close the one just opened.
                    setOpenMenu((current) => (open ? menu.id : current === menu.id ? null : current))
                  }
                  sections={[
                    { items: menu.questions.map((question) => ({ id: question, label: question })) },
                  ]}
                  onSelect={(item) => send(item.label)}
                />
              ))}
            </div>
          </div>

          <p className="mt-12 text-center text-sm text-slate-700">
            <PhoneCall aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px] text-brand-700" />
            Prefer a person? Call sales at{" "}
            <a
              href={site.phones.sales.href}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {site.phones.sales.display}
            </a>{" "}
            or{" "}
            <Link to="/contact" className="font-semibold text-brand-800 underline underline-offset-2">
              contact us
            </Link>
            .
          </p>
        </section>
      )}
    </div>
  );
}
