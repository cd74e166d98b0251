import { Command, useCommandState } from "cmdk";
import { useLayoutEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { ChatComposer } from "./chat-composer";
import type { ComboboxProps, ComposerProps } from "./help-composer-types";

/** No suggestion highlighted: a value no item has, so cmdk does not pick the first by itself. */
const NONE = "none";
const itemValue = (index: number) => (index < 0 ? NONE : `suggestion-${index}`);
const itemIndex = (value: string) => (value.startsWith("suggestion-") ? Number(value.slice(11)) : -1);

/**
 * The help center's question box as a combobox with cmdk (loaded on first focus of the box, see
 * HelpCenterComposer): the arrow keys, Home and End move through the suggestions and Enter asks the
 * highlighted one, by cmdk's own key handling; the text box keeps its own keys while the list is
 * closed or nothing is highlighted (Enter then sends what was typed). Which suggestion is
 * highlighted lives in the chat's reducer (`active`), so it is reset when new suggestions come.
 */
interface Props {
  composer: ComposerProps;
  combobox: ComboboxProps;
  /** It replaces the plain box while that had focus. */
  focusOnMount: boolean;
}

export function ComboboxComposer(props: Props) {
  const { combobox } = props;
  return (
    <Command
      shouldFilter={false}
      loop
      disablePointerSelection
      vimBindings={false}
      value={itemValue(combobox.active)}
      onValueChange={(value) => combobox.onHighlight(itemIndex(value))}
    >
      <ComposerInCommand {...props} />
    </Command>
  );
}

function ComposerInCommand({ composer, combobox, focusOnMount }: Props) {
  const selectedItemId = useCommandState((state) => state.selectedItemId);
  const [listId, setListId] = useState<string>();
  const list = useRef<HTMLDivElement>(null);
  const open = combobox.open && combobox.suggestions.length > 0;

  const mountedWithFocus = useRef(focusOnMount);

  useLayoutEffect(() => {
    setListId(list.current?.id);
    // This replaced the plain box while it had focus: keep the caret where the visitor was typing.
    if (mountedWithFocus.current) {
      const input = list.current?.closest("form")?.querySelector("input");
      input?.focus();
      input?.setSelectionRange(input.value.length, input.value.length);
    }
  }, []);

  return (
    <ChatComposer
      {...composer}
      onInputKeyDown={(event) => {
        const passToList = combobox.onKey(event, open);
        // cmdk reads the keys on its root: keep the box's own keys (Enter sends, Home and End move
        // the caret) away from it unless they are meant for the list.
        if (!passToList) event.stopPropagation();
      }}
      inputProps={{
        ...composer.inputProps,
        "aria-controls": listId,
        "aria-expanded": open,
        "aria-activedescendant": open && combobox.active >= 0 ? selectedItemId : undefined,
      }}
    >
      <Command.List
        ref={list}
        label="Suggested topics"
        hidden={!open}
        className={cn(
          "absolute inset-x-0 z-20 max-h-72 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-xl",
          combobox.above ? "bottom-full mb-2" : "top-full mt-2",
        )}
      >
        {combobox.suggestions.map((suggestion, index) => (
          <Command.Item
            key={`${suggestion.title}-${suggestion.url}`}
            value={itemValue(index)}
            onSelect={() => combobox.onChoose(suggestion)}
            onMouseDown={(event) => event.preventDefault()}
            className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm hover:bg-slate-50 data-[selected=true]:bg-brand-50"
          >
            <span className="font-medium text-ink">{suggestion.title}</span>
            <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {suggestion.category}
            </span>
          </Command.Item>
        ))}
      </Command.List>
    </ChatComposer>
  );
}
