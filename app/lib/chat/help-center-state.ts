import type { SearchSuggestion } from "@core/knowledge/types";
import { type HelpModel, UNAVAILABLE_ALERT } from "./help-api";

/**
 * The /help-center chat's state as one reducer (issue 14): what the page shows besides the
 * transcript (which useTranscript keeps). Every change is a named event, so the transitions are
 * tested without a browser (help-center-state.test.ts).
 */
export type Backend = "unknown" | "available" | "unavailable";
export type HelpMenu = "personas" | "model";

export interface HelpCenterState {
  /** SPEC 7.2: what the health check on load said about the OpenAI backend. */
  backend: Backend;
  model: HelpModel;
  /** The alert above the chat ("" when none). */
  alert: string;
  draft: string;
  /** The one dropdown open, if any (SPEC 2.9). */
  openMenu: HelpMenu | null;
  suggestions: readonly SearchSuggestion[];
  /** The suggestions list is shown (it also needs suggestions to show). */
  listOpen: boolean;
  /** The highlighted suggestion's index, -1 for none. */
  active: number;
  /** A question is on its way: Send is disabled until its answer has been typed out. */
  answering: boolean;
}

export type HelpCenterEvent =
  | { type: "health checked"; available: boolean }
  | { type: "model chosen"; model: HelpModel }
  | { type: "alert dismissed" }
  | { type: "draft changed"; draft: string }
  | { type: "menu toggled"; menu: HelpMenu; open: boolean }
  | { type: "escape pressed" }
  | { type: "suggestions arrived"; suggestions: readonly SearchSuggestion[] }
  | { type: "suggestions cleared" }
  | { type: "list closed" }
  | { type: "list reopened" }
  | { type: "suggestion highlighted"; index: number }
  | { type: "question sent" }
  | { type: "answer shown" };

export const initialHelpCenterState: HelpCenterState = {
  backend: "unknown",
  model: "openai",
  alert: "",
  draft: "",
  openMenu: null,
  suggestions: [],
  listOpen: false,
  active: -1,
  answering: false,
};

export function helpCenterReducer(state: HelpCenterState, event: HelpCenterEvent): HelpCenterState {
  switch (event.type) {
    case "health checked":
      // SPEC 4: without the backend the model flips to local.
      return event.available
        ? { ...state, backend: "available" }
        : { ...state, backend: "unavailable", model: "local" };
    case "model chosen":
      // SPEC 4: choosing OpenAI while it is unavailable changes nothing but says why.
      if (event.model === "openai" && state.backend === "unavailable") {
        return { ...state, alert: UNAVAILABLE_ALERT, openMenu: null };
      }
      return { ...state, model: event.model, alert: "", openMenu: null };
    case "alert dismissed":
      return { ...state, alert: "" };
    case "draft changed":
      return { ...state, draft: event.draft };
    case "menu toggled":
      if (event.open) return { ...state, openMenu: event.menu, listOpen: false };
      return state.openMenu === event.menu ? { ...state, openMenu: null } : state;
    case "escape pressed":
      // SPEC 2.9: Escape closes every dropdown.
      return { ...state, openMenu: null, listOpen: false };
    case "suggestions arrived":
      return {
        ...state,
        suggestions: event.suggestions,
        active: -1,
        listOpen: event.suggestions.length > 0,
      };
    case "suggestions cleared":
      return { ...state, suggestions: [], listOpen: false, active: -1 };
    case "list closed":
      return { ...state, listOpen: false };
    case "list reopened":
      return state.suggestions.length > 0 ? { ...state, listOpen: true, active: 0 } : state;
    case "suggestion highlighted": {
      const count = state.suggestions.length;
      if (count === 0) return state;
      const index = event.index < 0 ? -1 : Math.min(event.index, count - 1);
      return { ...state, active: index };
    }
    case "question sent":
      return { ...state, draft: "", listOpen: false, openMenu: null, answering: true };
    case "answer shown":
      return { ...state, answering: false };
  }
}

/** The model suggestions are asked of: OpenAI unless it is known to be unavailable. */
export function suggestionModel(state: HelpCenterState): HelpModel {
  return state.model === "openai" && state.backend !== "unavailable" ? "openai" : "local";
}

/** Questions go to OpenAI only when it was chosen and the health check said it can answer. */
export function answersWithOpenAi(state: HelpCenterState): boolean {
  return state.model === "openai" && state.backend === "available";
}

export function showsSuggestions(state: HelpCenterState): boolean {
  return state.listOpen && state.suggestions.length > 0;
}

/**
 * A key pressed in the question box, with the suggestions list open or not: the event for the
 * reducer (if any), whether the box's default is prevented, and whether the key goes on to the
 * list (cmdk's arrows, Home, End, and Enter on a highlighted suggestion). Enter with nothing
 * highlighted stays the box's: it sends what was typed.
 */
export function questionBoxKey(
  state: HelpCenterState,
  key: string,
  listOpen: boolean,
): { event?: HelpCenterEvent; preventDefault: boolean; toList: boolean } {
  if (!listOpen) {
    if (key === "ArrowDown" && state.suggestions.length > 0) {
      return { event: { type: "list reopened" }, preventDefault: true, toList: false };
    }
    return { preventDefault: false, toList: false };
  }
  if (key === "Escape") return { event: { type: "list closed" }, preventDefault: true, toList: false };
  if (key === "Enter") return { preventDefault: false, toList: state.active >= 0 };
  return { preventDefault: false, toList: ["ArrowDown", "ArrowUp", "Home", "End"].includes(key) };
}
