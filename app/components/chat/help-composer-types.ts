import type { SearchSuggestion } from "@core/knowledge/types";
import type { ComponentProps } from "react";
import type { ChatComposer } from "./chat-composer";

/** What the help center's question box is drawn with, before and after cmdk has loaded. */
export type ComposerProps = Omit<ComponentProps<typeof ChatComposer>, "children">;

export interface ComboboxProps {
  suggestions: readonly SearchSuggestion[];
  open: boolean;
  /** The highlighted suggestion, -1 for none. */
  active: number;
  onHighlight: (index: number) => void;
  onChoose: (suggestion: SearchSuggestion) => void;
  /**
   * A key in the box: the chat handles what is its own (Escape closes the list, ArrowDown reopens
   * it) and answers whether the key is for the list (arrows, Home, End, Enter on a highlighted
   * suggestion), which cmdk then handles.
   */
  onKey: (event: React.KeyboardEvent<HTMLInputElement>, listOpen: boolean) => boolean;
  /** The list opens above the box once the conversation has started (the box is at the bottom). */
  above: boolean;
}
