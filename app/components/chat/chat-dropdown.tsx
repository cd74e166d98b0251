import { useRef } from "react";
import { useLazyModule } from "~/lib/use-lazy-module";
import { type ChatDropdownProps, TriggerContent, triggerClass } from "./chat-dropdown-trigger";

export type { DropdownItem, DropdownSection } from "./chat-dropdown-trigger";

const loadMenu = () => import("./chat-dropdown-menu");

/**
 * A button that opens a 320 px menu of choices (SPEC 2.8, 2.9): Radix's DropdownMenu, so the
 * arrow keys, Home, End, type-ahead, Escape, a click outside and the screen-reader roles are the
 * library's. The parent owns `open`, so only one dropdown on a page is open at a time.
 *
 * Radix's menu (with its positioning) weighs about 29 KB compressed, more than the page's budget
 * allows in its first load: until the first hover, focus or click on any dropdown, the page shows
 * the same button without the menu code, then swaps in the real one (keeping focus, and opening it
 * if it was clicked meanwhile).
 */
export function ChatDropdown(props: ChatDropdownProps) {
  const [menu, load] = useLazyModule(loadMenu);
  const focused = useRef(false);
  const byKeyboard = useRef(false);

  if (menu) {
    return (
      <menu.ChatDropdownMenu {...props} focusTrigger={focused.current} focusFirstItem={byKeyboard.current} />
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={props.buttonLabel}
      className={triggerClass({ open: props.open, size: props.size, className: props.buttonClassName })}
      onPointerEnter={load}
      onFocus={() => {
        focused.current = true;
        load();
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onClick={(event) => {
        // Enter or Space (a click without pointer detail) puts focus on the first choice once open.
        byKeyboard.current = event.detail === 0;
        load();
        props.onOpenChange(true);
      }}
      onKeyDown={(event) => {
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        byKeyboard.current = true;
        load();
        props.onOpenChange(true);
      }}
    >
      <TriggerContent icon={props.icon} label={props.label} open={false} />
    </button>
  );
}
