import { chatLimits } from "@core/chat-limits";
import { site } from "@core/site";
import { LifeBuoy, X } from "lucide-react";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { type Clock, sleep, systemClock } from "~/lib/chat/clock";
import { checkHelpHealth, localAnswerDelay } from "~/lib/chat/help-api";
import {
  answersWithOpenAi,
  helpCenterReducer,
  initialHelpCenterState,
  questionBoxKey,
  showsSuggestions,
  suggestionModel,
} from "~/lib/chat/help-center-state";
import { helpCenterTimings } from "~/lib/chat/help-center-timings";
import { useRefocus, useUnmountSignal } from "~/lib/chat/lifecycle";
import { useHelpFollowUp } from "~/lib/chat/use-help-follow-up";
import { useTranscript } from "~/lib/chat/use-transcript";
import { cn } from "~/lib/cn";
import { loadModule, useLazyModule } from "~/lib/use-lazy-module";
import { HelpCenterComposer } from "./help-center-composer";
import { HelpCenterToolbar } from "./help-center-toolbar";
import { HelpCenterWelcome } from "./help-center-welcome";

/** When not even the help center's own topics can be fetched: the network is gone. */
const offlineAnswer = `I can't reach ${site.product} right now: please check your internet connection and ask again, or call us at ${site.phones.sales.display}.`;

/** The longest question the page sends, the same cap as the support chat's. */
export const HELP_MAX_MESSAGE = chatLimits.messageChars;
const timings = helpCenterTimings;
/** The topics, FAQs and the calls built from them: fetched when the box is first focused, or on the first ask. */
const loadEngine = () => import("~/lib/chat/help-engine");
/** The transcript is only drawn once a question is asked: its code comes with the first focus or ask. */
const loadMessageList = () => import("./message-list");

/**
 * The /help-center chat (SPEC 2.9, 4): a health check on load decides whether the OpenAI
 * backend can answer; otherwise (or by choice) the local model answers, after SPEC 4's short
 * delays and sometimes with a follow-up question. Suggestions appear under the input after
 * 3 characters and a 300 ms pause. The page's state is one reducer (~/lib/chat/help-center-state),
 * the transcript is useTranscript's; this component wires them to the network and the clock.
 */
export function HelpCenterChat({
  clock = systemClock,
  random = Math.random,
}: {
  clock?: Clock;
  random?: () => number;
}) {
  const [state, dispatch] = useReducer(helpCenterReducer, initialHelpCenterState);
  const [, preloadEngine] = useLazyModule(loadEngine);
  // Not React.lazy: Suspense reveals its content on a timer, and the chat's timing is SPEC's.
  const [messageList, preloadMessageList] = useLazyModule(loadMessageList);
  // The ref also stops a second click landing before React re-renders.
  const answeringRef = useRef(false);
  const { messages, announcement, addUser, addPending, reveal, remove } = useTranscript({
    delaysFor: () => () => timings.typingMsPerChar,
    clock,
  });

  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const unmountSignal = useUnmountSignal();
  const randomRef = useRef(random);
  randomRef.current = random;
  const followUp = useHelpFollowUp({ clock, random: randomRef, addPending, reveal, remove });

  // SPEC 4, 7.2: one health check on load decides whether OpenAI can answer.
  useEffect(() => {
    let cancelled = false;
    checkHelpHealth().then((available) => {
      if (!cancelled) dispatch({ type: "health checked", available });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // SPEC 2.9: Escape closes every dropdown, wherever focus is.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") dispatch({ type: "escape pressed" });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  // SPEC 5: suggestions from 3 characters on, once typing pauses for 300 ms.
  const model = suggestionModel(state);
  useEffect(() => {
    const query = state.draft.trim();
    if (query.length < timings.suggestionMinChars) {
      dispatch({ type: "suggestions cleared" });
      return;
    }
    const controller = new AbortController();
    const timer = clock.setTimeout(() => {
      loadModule(loadEngine)
        .then(({ fetchSuggestions }) => fetchSuggestions(query, model, { signal: controller.signal }))
        .then((suggestions) => {
          if (!controller.signal.aborted) dispatch({ type: "suggestions arrived", suggestions });
        })
        .catch(() => {
          // Superseded by newer typing.
        });
    }, timings.suggestionDebounceMs);
    return () => {
      clock.clearTimeout(timer);
      controller.abort();
    };
  }, [state.draft, model, clock]);

  const refocus = useRefocus(inputRef, rootRef);
  const openAi = answersWithOpenAi(state);
  const openAiChosen = state.model === "openai";

  const ask = useCallback(
    async (text: string) => {
      const question = text.trim().slice(0, HELP_MAX_MESSAGE);
      if (!question || answeringRef.current) return;
      answeringRef.current = true;
      preloadMessageList();
      const signal = unmountSignal();
      followUp.cancel();
      dispatch({ type: "question sent" });
      addUser(question);
      const id = addPending();
      // SPEC 4: a local answer takes a moment, counted from the send (longer under the OpenAI
      // label). The timer starts now, so it is the same however long the request takes; it is
      // only waited for when the answer turns out to be local.
      const localWait = sleep(localAnswerDelay(openAiChosen, randomRef.current), clock, signal);
      localWait.catch(() => {});
      let answer: string;
      let local: boolean;
      let engine: Awaited<ReturnType<typeof loadEngine>> | undefined;
      try {
        engine = await loadModule(loadEngine);
        ({ answer, local } = await engine.answerQuestion({ question, openAi, localWait, signal }));
      } catch {
        if (signal.aborted) return;
        // The page's own code could not be fetched (offline): say so in the conversation.
        answer = offlineAnswer;
        local = false;
      }
      await reveal(id, answer);
      answeringRef.current = false;
      dispatch({ type: "answer shown" });
      refocus();
      if (local && engine) followUp.schedule(engine);
    },
    [
      openAi,
      openAiChosen,
      clock,
      addUser,
      addPending,
      reveal,
      followUp,
      refocus,
      unmountSignal,
      preloadMessageList,
    ],
  );

  const started = messages.length > 0;
  const composer = (
    <HelpCenterComposer
      composer={{
        id: "help-center-question",
        label: `Your question for the ${site.product} Help Center`,
        value: state.draft,
        onValueChange: (draft) => dispatch({ type: "draft changed", draft }),
        onSend: ask,
        placeholder: `Ask anything about ${site.product}…`,
        maxLength: HELP_MAX_MESSAGE,
        inputRef,
        sendDisabled: state.answering,
        inputProps: {
          onFocus: () => {
            preloadEngine();
            preloadMessageList();
          },
          onBlur: (event) => {
            if (!event.currentTarget.form?.contains(event.relatedTarget as Node | null)) {
              dispatch({ type: "list closed" });
            }
          },
        },
      }}
      combobox={{
        suggestions: state.suggestions,
        open: showsSuggestions(state),
        active: state.active,
        above: started,
        onHighlight: (index) => dispatch({ type: "suggestion highlighted", index }),
        onChoose: (suggestion) => ask(suggestion.title),
        onKey: (event, listOpen) => {
          const action = questionBoxKey(state, event.key, listOpen);
          if (action.preventDefault) event.preventDefault();
          if (action.event) dispatch(action.event);
          return action.toList;
        },
      }}
    />
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
          <HelpCenterToolbar
            model={state.model}
            backend={state.backend}
            openMenu={state.openMenu}
            onMenuChange={(menu, open) => dispatch({ type: "menu toggled", menu, open })}
            onAsk={ask}
            onChooseModel={(next) => dispatch({ type: "model chosen", model: next })}
          />
        </div>
        <HelpCenterAlert text={state.alert} onDismiss={() => dispatch({ type: "alert dismissed" })} />
        <div className="relative flex min-h-0 flex-1 flex-col rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
          {started ? (
            <>
              {messageList ? (
                <messageList.MessageList
                  messages={messages}
                  assistantName={`${site.product} Help Center`}
                  typingLabel={`${site.product} Help Center is typing…`}
                  className="min-h-0 flex-1 rounded-t-3xl"
                />
              ) : (
                <div className="min-h-0 flex-1" />
              )}
              <div className="border-t border-slate-100 p-2 sm:p-3">{composer}</div>
            </>
          ) : (
            <HelpCenterWelcome composer={composer} onAsk={ask} />
          )}
        </div>
      </section>
    </div>
  );
}

/** SPEC 4's alert (OpenAI chosen while unavailable), in a live region that is always there. */
function HelpCenterAlert({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  return (
    <div role="alert">
      {text && (
        <div className="mx-2 mb-3 flex items-start justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p>{text}</p>
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Dismiss"
            className="-m-1 rounded-full p-1 text-amber-900 hover:bg-amber-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
