import { chatLimits } from "@core/chat-limits";
import {
  helpPersonas,
  helpSuggestedQuestions,
  localHelpAnswer,
  localModelName,
} from "@core/knowledge/help-center";

import type { SearchSuggestion } from "@core/knowledge/types";
import { site } from "@core/site";
import { Bot, BrainCircuit, Cpu, LifeBuoy, Telescope, Users, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { type Clock, sleep, systemClock } from "~/lib/chat/clock";
import {
  answerRequest,
  checkHelpHealth,
  FOLLOW_UP_AFTER_MS,
  FOLLOW_UP_CHANCE,
  fetchSuggestions,
  followUpTypingDelay,
  type HelpModel,
  helpChat,
  localAnswerDelay,
  pickFollowUp,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_MIN_CHARS,
  UNAVAILABLE_ALERT,
} from "~/lib/chat/help-api";
import { useRefocus, useUnmountSignal } from "~/lib/chat/lifecycle";
import { HELP_CENTER_CHAR_MS } from "~/lib/chat/typing-pace";
import { useTranscript } from "~/lib/chat/use-transcript";
import { cn } from "~/lib/cn";
import { ChatComposer } from "./chat-composer";
import { ChatDropdown } from "./chat-dropdown";
import { MessageList } from "./message-list";

/** The longest question the page sends, the same cap as the support chat's. */
export const HELP_MAX_MESSAGE = chatLimits.messageChars;
const modelNames: Record<HelpModel, string> = { openai: "OpenAI", local: localModelName };
type Backend = "unknown" | "available" | "unavailable";

/**
 * The /help-center chat (SPEC 2.9, 4): a health check on load decides whether the OpenAI
 * backend can answer; otherwise (or by choice) the local model answers, after SPEC 4's short
 * delays and sometimes with a follow-up question. Suggestions appear under the input after
 * 3 characters and a 300 ms pause.
 */
export function HelpCenterChat({
  clock = systemClock,
  random = Math.random,
}: {
  clock?: Clock;
  random?: () => number;
}) {
  const [backend, setBackend] = useState<Backend>("unknown");
  const [model, setModel] = useState<HelpModel>("openai");
  const [alert, setAlert] = useState("");
  const [draft, setDraft] = useState("");
  const [openMenu, setOpenMenu] = useState<"personas" | "model" | null>(null);
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answering, setAnswering] = useState(false);
  // The ref also stops a second click landing before React re-renders.
  const answeringRef = useRef(false);
  const { messages, announcement, addUser, addPending, reveal, remove } = useTranscript({
    delaysFor: () => () => HELP_CENTER_CHAR_MS,
    clock,
  });

  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const unmountSignal = useUnmountSignal();
  const followUp = useRef<{ timers: unknown[]; pendingId?: number }>({ timers: [] });
  const inputId = useId();
  const listId = useId();
  const randomRef = useRef(random);
  randomRef.current = random;

  // SPEC 4, 7.2: one health check on load decides whether OpenAI can answer.
  useEffect(() => {
    let cancelled = false;
    const pending = followUp.current;
    checkHelpHealth().then((available) => {
      if (cancelled) return;
      setBackend(available ? "available" : "unavailable");
      if (!available) setModel("local");
    });
    return () => {
      cancelled = true;
      for (const timer of pending.timers) clock.clearTimeout(timer);
    };
  }, [clock]);

  // SPEC 2.9: Escape closes every dropdown, wherever focus is.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenMenu(null);
      setListOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const suggestionModel: HelpModel = model === "openai" && backend !== "unavailable" ? "openai" : "local";

  // SPEC 5: suggestions from 3 characters on, once typing pauses for 300 ms.
  useEffect(() => {
    const query = draft.trim();
    if (query.length < SUGGESTION_MIN_CHARS) {
      setSuggestions([]);
      setListOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = clock.setTimeout(() => {
      fetchSuggestions(query, suggestionModel, { signal: controller.signal })
        .then((found) => {
          if (controller.signal.aborted) return;
          setSuggestions(found);
          setActive(-1);
          setListOpen(found.length > 0);
        })
        .catch(() => {
          // Superseded by newer typing.
        });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clock.clearTimeout(timer);
      controller.abort();
    };
  }, [draft, suggestionModel, clock]);

  const cancelFollowUp = useCallback(() => {
    const pending = followUp.current;
    for (const timer of pending.timers) clock.clearTimeout(timer);
    pending.timers = [];
    if (pending.pendingId !== undefined) remove(pending.pendingId);
    pending.pendingId = undefined;
  }, [clock, remove]);

  const refocus = useRefocus(inputRef, rootRef);

  const ask = useCallback(
    async (text: string) => {
      const question = text.trim().slice(0, HELP_MAX_MESSAGE);
      if (!question || answeringRef.current) return;
      answeringRef.current = true;
      const signal = unmountSignal();
      cancelFollowUp();
      setDraft("");
      setListOpen(false);
      setOpenMenu(null);
      setAnswering(true);
      addUser(question);
      const id = addPending();
      const useOpenAi = model === "openai" && backend === "available";
      // SPEC 4: a local answer takes a moment, counted from the send (longer under the OpenAI
      // label). The timer starts now, so it is the same however long the request takes; it is
      // only waited for when the answer turns out to be local.
      const localWait = sleep(localAnswerDelay(model === "openai", randomRef.current), clock, signal);
      localWait.catch(() => {});
      let answer: string;
      let local = !useOpenAi;
      try {
        answer = await helpChat(answerRequest(question, useOpenAi ? "openai" : "local"), { signal });
      } catch (error) {
        if (signal.aborted) return;
        // SPEC 8: "API error: {status}" is logged and the local answer is used.
        console.warn(error instanceof Error ? error.message : error);
        answer = localHelpAnswer(question);
        local = true;
      }
      try {
        if (local) await localWait;
      } catch {
        return;
      }
      await reveal(id, answer);
      answeringRef.current = false;
      setAnswering(false);
      refocus();
      if (local && randomRef.current() < FOLLOW_UP_CHANCE) {
        const pending = followUp.current;
        pending.timers.push(
          clock.setTimeout(() => {
            const followUpId = addPending();
            pending.pendingId = followUpId;
            pending.timers.push(
              clock.setTimeout(() => {
                pending.pendingId = undefined;
                pending.timers = [];
                reveal(followUpId, pickFollowUp(randomRef.current));
              }, followUpTypingDelay(randomRef.current)),
            );
          }, FOLLOW_UP_AFTER_MS),
        );
      }
    },
    [model, backend, clock, addUser, addPending, reveal, cancelFollowUp, refocus, unmountSignal],
  );

  function chooseModel(next: HelpModel) {
    if (next === "openai" && backend === "unavailable") {
      // SPEC 4: nothing changes; say why.
      setAlert(UNAVAILABLE_ALERT);
      return;
    }
    setAlert("");
    setModel(next);
  }

  function onInputKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (!listOpen || suggestions.length === 0) {
      if (event.key === "ArrowDown" && suggestions.length > 0) {
        event.preventDefault();
        setListOpen(true);
        setActive(0);
      }
      return;
    }
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) ask(chosen.title);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setListOpen(false);
    }
  }

  const started = messages.length > 0;
  const showList = listOpen && suggestions.length > 0;
  const activeId = showList && active >= 0 ? `${listId}-${active}` : undefined;

  const controls = (
    <div className="flex flex-wrap items-center gap-2">
      <ChatDropdown
        size="sm"
        label="Personas"
        icon={<Users aria-hidden="true" className="size-4 text-brand-700" />}
        open={openMenu === "personas"}
        onOpenChange={(open) => setOpenMenu(open ? "personas" : null)}
        sections={helpPersonas.map((persona) => ({
          heading: persona.name,
          items: persona.questions.map((question) => ({
            id: `${persona.name}: ${question}`,
            label: question,
          })),
        }))}
        onSelect={(item) => ask(item.label)}
      />
      <ChatDropdown
        size="sm"
        // As wide as the longest model name, so the toolbar doesn't jump when the model flips.
        buttonClassName="min-w-52 justify-between"
        label={modelNames[model]}
        buttonLabel={`Model: ${modelNames[model]}`}
        icon={
          model === "openai" ? (
            <Bot aria-hidden="true" className="size-4 text-brand-700" />
          ) : (
            <Cpu aria-hidden="true" className="size-4 text-brand-700" />
          )
        }
        align="end"
        open={openMenu === "model"}
        onOpenChange={(open) => setOpenMenu(open ? "model" : null)}
        sections={[
          {
            heading: "Model",
            items: [
              {
                id: "openai",
                label: modelNames.openai,
                hint:
                  backend === "unavailable"
                    ? "Unavailable right now"
                    : "A language model, grounded in our help articles",
                selected: model === "openai",
              },
              {
                id: "local",
                label: modelNames.local,
                hint: "Answers straight from our help articles",
                selected: model === "local",
              },
            ],
          },
        ]}
        onSelect={(item) => chooseModel(item.id as HelpModel)}
      />
    </div>
  );

  const composer = (
    <ChatComposer
      id={inputId}
      label={`Your question for the ${site.product} Help Center`}
      value={draft}
      onValueChange={setDraft}
      onSend={ask}
      placeholder={`Ask anything about ${site.product}…`}
      maxLength={HELP_MAX_MESSAGE}
      inputRef={inputRef}
      sendDisabled={answering}
      onInputKeyDown={onInputKeyDown}
      inputProps={{
        role: "combobox",
        "aria-autocomplete": "list",
        "aria-expanded": showList,
        "aria-controls": listId,
        "aria-activedescendant": activeId,
        onBlur: (event) => {
          if (!event.currentTarget.form?.contains(event.relatedTarget as Node | null)) setListOpen(false);
        },
      }}
      footer={
        // Decorative, as in SPEC 2.9: they describe the engine, they are not switches.
        <div
          aria-hidden="true"
          className="flex items-center gap-2 px-3 pt-1 pb-1.5 text-xs font-medium text-slate-600"
        >
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
            <Telescope className="size-3.5" />
            DeepSearch
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-amber-900">
            <BrainCircuit className="size-3.5" />
            Think
          </span>
        </div>
      }
    >
      <div
        id={listId}
        role="listbox"
        aria-label="Suggested topics"
        hidden={!showList}
        className={cn(
          "absolute inset-x-0 z-20 max-h-72 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-xl",
          started ? "bottom-full mb-2" : "top-full mt-2",
        )}
      >
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrow keys and Enter choose options (combobox pattern).
          <div
            key={`${suggestion.title}-${suggestion.url}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => ask(suggestion.title)}
            className={cn(
              "flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm",
              index === active ? "bg-brand-50" : "hover:bg-slate-50",
            )}
          >
            <span className="font-medium text-ink">{suggestion.title}</span>
            <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {suggestion.category}
            </span>
          </div>
        ))}
      </div>
    </ChatComposer>
  );

  return (
    <div ref={rootRef} className="bg-canvas">
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="reply-announcer">
        {announcement}
      </div>
      <section
        className={cn(
          "mx-auto flex max-w-4xl flex-col px-2 pt-4 pb-3 sm:px-6 sm:pt-6 sm:pb-6",
          // The conversation fills the screen and scrolls inside; the empty state grows with its content.
          started ? "h-[calc(100dvh-4rem)] max-h-[60rem] min-h-[32rem]" : "min-h-[calc(100dvh-4rem)]",
        )}
      >
        <div className="flex flex-wrap items-center justify-between gap-3 px-1 pb-3 sm:px-2">
          {/* On a phone the empty state's big title says it all; the toolbar keeps the controls. */}
          <div className={cn("min-w-0 items-center gap-3", started ? "flex" : "hidden sm:flex")}>
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white"
            >
              <LifeBuoy className="size-5" />
            </span>
            {started ? (
              <h1 className="text-lg font-bold text-ink">{site.product} Help Center</h1>
            ) : (
              <p className="text-lg font-bold text-ink">Help Center</p>
            )}
          </div>
          {controls}
        </div>
        <div role="alert">
          {alert && (
            <div className="mx-2 mb-3 flex items-start justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
              <p>{alert}</p>
              <button
                type="button"
                onClick={() => setAlert("")}
                aria-label="Dismiss"
                className="-m-1 rounded-full p-1 text-amber-900 hover:bg-amber-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          )}
        </div>
        <div className="relative flex min-h-0 flex-1 flex-col rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
          {started ? (
            <>
              <MessageList
                messages={messages}
                assistantName={`${site.product} Help Center`}
                typingLabel={`${site.product} Help Center is typing…`}
                className="min-h-0 flex-1 rounded-t-3xl"
              />
              <div className="border-t border-slate-100 p-2 sm:p-3">{composer}</div>
            </>
          ) : (
            <div className="flex flex-1 flex-col justify-center px-4 py-10 sm:px-10">
              <div className="mx-auto w-full max-w-2xl">
                <h1 className="text-center text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
                  {site.product} Help Center
                </h1>
                <p className="mx-auto mt-3 max-w-xl text-center text-slate-700">
                  Setup, pricing, integrations, security and what your AI phone host says to callers: ask in
                  your own words and get a short answer with a link to the details.
                </p>
                <div className="mt-8">{composer}</div>
                <h2 className="mt-8 text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">
                  Popular questions
                </h2>
                <ul className="mt-3 grid gap-2 sm:grid-cols-2" data-testid="suggested-questions">
                  {helpSuggestedQuestions.map((question) => (
                    <li key={question}>
                      <button
                        type="button"
                        onClick={() => ask(question)}
                        className="h-full w-full rounded-2xl border border-slate-200 bg-white px-4 py-3 text-left text-sm font-medium text-ink shadow-sm transition-colors hover:border-brand-700 hover:bg-brand-50"
                      >
                        {question}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
