import { Check, ChevronDown } from "lucide-react";
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";

export interface DropdownItem {
  id: string;
  label: string;
  /** A second line under the label. */
  hint?: string;
  /** Shown with a check mark and aria-pressed (a choice, like the model). */
  selected?: boolean;
}

export interface DropdownSection {
  heading?: string;
  items: readonly DropdownItem[];
}

/** SPEC 9: dropdowns are 320 px wide (never wider than the screen). */
const panelWidth = "w-80 max-w-[calc(100vw-2rem)]";
const viewportMargin = 16;

function dropdownItems(panel: HTMLElement | null): HTMLButtonElement[] {
  return [...(panel?.querySelectorAll<HTMLButtonElement>("[data-dropdown-item]") ?? [])];
}

/**
 * A button that opens a 320 px panel of choices (SPEC 2.8, 2.9). The parent owns `open`, so
 * only one dropdown on a page is open at a time. A click outside, Escape or tabbing away closes
 * it; Escape returns focus to the button. Opened from the keyboard, focus moves to the first
 * choice, and the arrow keys, Home and End move between choices.
 */
export function ChatDropdown({
  label,
  icon,
  open,
  onOpenChange,
  sections,
  onSelect,
  buttonClassName,
  align = "start",
  buttonLabel,
  size = "md",
}: {
  label: ReactNode;
  icon?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sections: readonly DropdownSection[];
  onSelect: (item: DropdownItem) => void;
  buttonClassName?: string;
  /** Which edge of the button the panel lines up with, before it is kept on screen. */
  align?: "start" | "end";
  /** An accessible name when `label` alone is not clear. */
  buttonLabel?: string;
  /** "sm" is tighter on small screens, for a toolbar. */
  size?: "md" | "sm";
}) {
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);
  const [shift, setShift] = useState(0);
  const latestClose = useRef(onOpenChange);
  latestClose.current = onOpenChange;

  const items = () => dropdownItems(panel.current);

  // Keep the panel on screen: measure it where CSS put it and slide it back inside.
  useLayoutEffect(() => {
    if (!open) {
      setShift(0);
      return;
    }
    const rect = panel.current?.getBoundingClientRect();
    if (!rect) return;
    const width = document.documentElement.clientWidth;
    let offset = 0;
    if (rect.right > width - viewportMargin) offset = width - viewportMargin - rect.right;
    if (rect.left + offset < viewportMargin) offset = viewportMargin - rect.left;
    setShift(offset);
    if (focusFirst.current) {
      focusFirst.current = false;
      dropdownItems(panel.current)[0]?.focus();
    }
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) latestClose.current(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
      trigger.current?.focus();
      return;
    }
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") {
      if (!open) {
        event.preventDefault();
        focusFirst.current = true;
        onOpenChange(true);
      } else move(index + 1);
    } else if (event.key === "ArrowUp" && open) move(index < 0 ? list.length - 1 : index - 1);
    else if (event.key === "Home" && index >= 0) move(0);
    else if (event.key === "End" && index >= 0) move(list.length - 1);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys act on the button and the choices inside.
    <div
      ref={root}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={(event) => {
          // A keyboard "click" (Enter or Space) has no pointer detail: move focus into the panel.
          if (!open && event.detail === 0) focusFirst.current = true;
          onOpenChange(!open);
        }}
        className={cn(
          "inline-flex min-h-11 items-center rounded-full border bg-white text-sm font-semibold whitespace-nowrap shadow-sm transition-colors",
          size === "sm" ? "gap-1.5 px-3 sm:gap-2 sm:px-4" : "gap-2 px-4",
          open
            ? "border-brand-700 text-brand-800 ring-1 ring-brand-700"
            : "border-slate-300 text-ink hover:border-brand-700 hover:text-brand-800",
          buttonClassName,
        )}
      >
        {icon}
        {label}
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")}
        />
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        style={shift ? { transform: `translateX(${shift}px)` } : undefined}
        className={cn(
          "absolute top-full z-30 mt-2 max-h-[min(26rem,70vh)] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 text-left shadow-xl",
          panelWidth,
          align === "end" ? "right-0" : "left-0",
        )}
      >
        {sections.map((section, sectionIndex) => (
          <div
            key={section.heading ?? sectionIndex}
            className={cn(sectionIndex > 0 && "mt-2 border-t border-slate-100 pt-2")}
          >
            {section.heading && (
              <p className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {section.heading}
              </p>
            )}
            <ul>
              {section.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    data-dropdown-item
                    aria-pressed={item.selected === undefined ? undefined : item.selected}
                    onClick={() => {
                      onSelect(item);
                      onOpenChange(false);
                    }}
                    className="flex w-full items-start gap-2 rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-brand-50 focus-visible:bg-brand-50"
                  >
                    {item.selected !== undefined && (
                      <Check
                        aria-hidden="true"
                        className={cn("mt-0.5 size-4 shrink-0 text-brand-700", !item.selected && "invisible")}
                      />
                    )}
                    <span className="min-w-0">
                      <span className="block font-medium">{item.label}</span>
                      {item.hint && <span className="mt-0.5 block text-xs text-slate-600">{item.hint}</span>}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
