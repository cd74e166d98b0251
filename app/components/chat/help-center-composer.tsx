import { Lightbulb, Search } from "lucide-react";
import { useId, useRef } from "react";
import { useLazyModule } from "~/lib/use-lazy-module";
import { ChatComposer } from "./chat-composer";
import type { ComboboxProps, ComposerProps } from "./help-composer-types";

const loadCombobox = () => import("./help-suggestions");

/**
 * The help center's question box (SPEC 2.9): suggestions under it from 3 characters on. Until the
 * box is first focused or hovered it is a plain text box; then cmdk (about 17 KB compressed, kept
 * out of the page's first load) is fetched and the combobox (help-suggestions.tsx) takes its place.
 */
export function HelpCenterComposer({
  composer,
  combobox,
}: {
  composer: Omit<ComposerProps, "footer">;
  combobox: ComboboxProps;
}) {
  const [combo, load] = useLazyModule(loadCombobox);
  const focused = useRef(false);
  const placeholderListId = useId();
  const props: ComposerProps = {
    ...composer,
    footer,
    inputProps: {
      ...composer.inputProps,
      role: "combobox",
      "aria-autocomplete": "list",
      onPointerEnter: load,
      onFocus: (event) => {
        focused.current = true;
        load();
        composer.inputProps?.onFocus?.(event);
      },
      onBlur: (event) => {
        focused.current = false;
        composer.inputProps?.onBlur?.(event);
      },
    },
  };

  if (combo)
    return <combo.ComboboxComposer composer={props} combobox={combobox} focusOnMount={focused.current} />;
  return (
    <ChatComposer
      {...props}
      inputProps={{ ...props.inputProps, "aria-expanded": false, "aria-controls": placeholderListId }}
    >
      <div id={placeholderListId} role="listbox" aria-label="Suggested topics" hidden />
    </ChatComposer>
  );
}

/** Decorative, as in SPEC 2.9: they describe the engine, they are not switches. */
const footer = (
  <div
    aria-hidden="true"
    className="flex items-center gap-2 px-3 pt-1 pb-1.5 text-xs font-medium text-slate-600"
  >
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
      <Search className="size-3.5" />
      DeepSearch
    </span>
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-amber-900">
      <Lightbulb className="size-3.5" />
      Think
    </span>
  </div>
);
