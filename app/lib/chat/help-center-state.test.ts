import { describe, expect, it } from "vitest";
import { UNAVAILABLE_ALERT } from "./help-api";
import {
  answersWithOpenAi,
  type HelpCenterEvent,
  type HelpCenterState,
  helpCenterReducer,
  initialHelpCenterState,
  questionBoxKey,
  showsSuggestions,
  suggestionModel,
} from "./help-center-state";
import { helpCenterTimings } from "./help-center-timings";

const topics = [
  { title: "Plans and pricing", category: "Pricing", url: "/pricing#pricing" },
  { title: "Free trial", category: "Billing", url: "/pricing#pricing" },
  { title: "Security", category: "Security", url: "/security" },
];

const run = (...events: HelpCenterEvent[]) =>
  events.reduce<HelpCenterState>(helpCenterReducer, initialHelpCenterState);

describe("the help center's reducer", () => {
  it("starts with OpenAI chosen, the backend unknown, nothing open", () => {
    expect(initialHelpCenterState).toMatchObject({ backend: "unknown", model: "openai", openMenu: null });
    expect(showsSuggestions(initialHelpCenterState)).toBe(false);
  });

  it("a healthy backend keeps OpenAI; an unavailable one flips the model to local", () => {
    const healthy = run({ type: "health checked", available: true });
    expect(healthy).toMatchObject({ backend: "available", model: "openai" });
    expect(answersWithOpenAi(healthy)).toBe(true);
    const down = run({ type: "health checked", available: false });
    expect(down).toMatchObject({ backend: "unavailable", model: "local" });
    expect(answersWithOpenAi(down)).toBe(false);
    expect(suggestionModel(down)).toBe("local");
  });

  it("before the health check answers, suggestions ask OpenAI but questions do not go to it", () => {
    expect(suggestionModel(initialHelpCenterState)).toBe("openai");
    expect(answersWithOpenAi(initialHelpCenterState)).toBe(false);
  });

  it("choosing OpenAI while it is unavailable changes nothing but the alert, which can be dismissed", () => {
    const state = run(
      { type: "health checked", available: false },
      { type: "menu toggled", menu: "model", open: true },
      { type: "model chosen", model: "openai" },
    );
    expect(state).toMatchObject({ model: "local", alert: UNAVAILABLE_ALERT, openMenu: null });
    expect(helpCenterReducer(state, { type: "alert dismissed" }).alert).toBe("");
  });

  it("choosing a model that can answer clears the alert", () => {
    const state = run(
      { type: "health checked", available: true },
      { type: "model chosen", model: "local" },
      { type: "model chosen", model: "openai" },
    );
    expect(state).toMatchObject({ model: "openai", alert: "" });
  });

  it("one dropdown at a time: opening one replaces the other, closing another leaves it", () => {
    let state = run({ type: "menu toggled", menu: "personas", open: true });
    state = helpCenterReducer(state, { type: "menu toggled", menu: "model", open: true });
    expect(state.openMenu).toBe("model");
    // The personas menu reports it closed after the model menu opened: the model menu stays open.
    state = helpCenterReducer(state, { type: "menu toggled", menu: "personas", open: false });
    expect(state.openMenu).toBe("model");
    state = helpCenterReducer(state, { type: "menu toggled", menu: "model", open: false });
    expect(state.openMenu).toBeNull();
  });

  it("Escape closes the dropdowns and the suggestions", () => {
    const state = run(
      { type: "suggestions arrived", suggestions: topics },
      { type: "menu toggled", menu: "personas", open: true },
      { type: "escape pressed" },
    );
    expect(state).toMatchObject({ openMenu: null, listOpen: false });
    expect(state.suggestions).toHaveLength(3);
  });

  it("new suggestions open the list with nothing highlighted; none leave it closed", () => {
    const state = run({ type: "suggestions arrived", suggestions: topics });
    expect(showsSuggestions(state)).toBe(true);
    expect(state.active).toBe(-1);
    expect(showsSuggestions(run({ type: "suggestions arrived", suggestions: [] }))).toBe(false);
    const cleared = helpCenterReducer(state, { type: "suggestions cleared" });
    expect(cleared).toMatchObject({ suggestions: [], listOpen: false, active: -1 });
  });

  it("a highlight stays within the suggestions", () => {
    const state = run({ type: "suggestions arrived", suggestions: topics });
    expect(helpCenterReducer(state, { type: "suggestion highlighted", index: 2 }).active).toBe(2);
    expect(helpCenterReducer(state, { type: "suggestion highlighted", index: 9 }).active).toBe(2);
    expect(helpCenterReducer(state, { type: "suggestion highlighted", index: -1 }).active).toBe(-1);
    expect(run({ type: "suggestion highlighted", index: 1 }).active).toBe(-1);
  });

  it("a closed list reopens on the first suggestion, only if there are suggestions", () => {
    const closed = run({ type: "suggestions arrived", suggestions: topics }, { type: "list closed" });
    expect(showsSuggestions(closed)).toBe(false);
    expect(helpCenterReducer(closed, { type: "list reopened" })).toMatchObject({ listOpen: true, active: 0 });
    expect(run({ type: "list reopened" }).listOpen).toBe(false);
  });

  it("sending a question clears the box, closes the list and the dropdowns, until the answer shows", () => {
    const sent = run(
      { type: "draft changed", draft: "pricing" },
      { type: "suggestions arrived", suggestions: topics },
      { type: "menu toggled", menu: "personas", open: true },
      { type: "question sent" },
    );
    expect(sent).toMatchObject({ draft: "", listOpen: false, openMenu: null, answering: true });
    expect(helpCenterReducer(sent, { type: "answer shown" }).answering).toBe(false);
  });
});

describe("keys in the question box", () => {
  const withList = run({ type: "suggestions arrived", suggestions: topics });

  it("with the list closed, the box keeps its keys; ArrowDown reopens the list when there are topics", () => {
    const closed = helpCenterReducer(withList, { type: "list closed" });
    expect(questionBoxKey(closed, "ArrowDown", false)).toEqual({
      event: { type: "list reopened" },
      preventDefault: true,
      toList: false,
    });
    expect(questionBoxKey(initialHelpCenterState, "ArrowDown", false).event).toBeUndefined();
    for (const key of ["Enter", "Home", "End", "ArrowUp", "a"]) {
      expect(questionBoxKey(closed, key, false)).toEqual({ preventDefault: false, toList: false });
    }
  });

  it("with the list open, the arrows, Home and End go to the list; Escape closes it", () => {
    for (const key of ["ArrowDown", "ArrowUp", "Home", "End"]) {
      expect(questionBoxKey(withList, key, true).toList).toBe(true);
    }
    expect(questionBoxKey(withList, "Escape", true)).toEqual({
      event: { type: "list closed" },
      preventDefault: true,
      toList: false,
    });
    expect(questionBoxKey(withList, "x", true).toList).toBe(false);
  });

  it("Enter asks the highlighted topic, or sends what was typed when none is", () => {
    expect(questionBoxKey(withList, "Enter", true).toList).toBe(false);
    const highlighted = helpCenterReducer(withList, { type: "suggestion highlighted", index: 1 });
    expect(questionBoxKey(highlighted, "Enter", true).toList).toBe(true);
  });
});

describe("the help center's timings", () => {
  it("are SPEC's", () => {
    expect(helpCenterTimings.suggestionMinChars).toBe(3);
    expect(helpCenterTimings.suggestionDebounceMs).toBe(300);
    expect(helpCenterTimings.typingMsPerChar).toBe(10);
    expect(helpCenterTimings.localAnswer.local).toEqual({ baseMs: 800, jitterMs: 1000 });
    expect(helpCenterTimings.localAnswer.openAiLabelled).toEqual({ baseMs: 1500, jitterMs: 2000 });
    expect(helpCenterTimings.followUp).toMatchObject({ chance: 0.3, afterMs: 2000 });
  });
});
