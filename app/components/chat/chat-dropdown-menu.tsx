import { Check } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useLayoutEffect, useRef } from "react";
import { cn } from "~/lib/cn";
import {
  type ChatDropdownProps,
  type DropdownItem,
  TriggerContent,
  triggerClass,
} from "./chat-dropdown-trigger";

/** SPEC 9: dropdowns are 320 px wide (never wider than the screen). */
const panelWidth = "w-80 max-w-[calc(100vw-2rem)]";

const itemClass =
  "flex w-full cursor-pointer items-start gap-2 rounded-lg px-3 py-2 text-left text-sm text-ink outline-none select-none data-[highlighted]:bg-brand-50";

/**
 * The dropdown's menu, loaded on first use by ChatDropdown. Not modal, so a click on another
 * dropdown's button closes this one and opens that one in the same click.
 */
export function ChatDropdownMenu({
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
  focusTrigger = false,
  focusFirstItem = false,
}: ChatDropdownProps & {
  /** The stand-in button had focus when this replaced it. */
  focusTrigger?: boolean;
  /** It was opened from the keyboard before this loaded: focus goes to the first choice. */
  focusFirstItem?: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const firstOpen = useRef({ focusTrigger, focusFirstItem, open });

  const content = useRef<HTMLDivElement>(null);
  /** Radix closed it (Escape, a choice, a click outside), rather than the parent opening another. */
  const closedByMenu = useRef(false);

  // When this replaces the stand-in button: keep focus on the button, or, if that was opened by a
  // key press before the menu's code arrived, start on the first choice, as Radix does when its own
  // button is opened from the keyboard (after Radix has focused the menu itself).
  useLayoutEffect(() => {
    const mounted = firstOpen.current;
    if (mounted.focusTrigger && !mounted.open) trigger.current?.focus();
    if (!mounted.focusFirstItem || !mounted.open) return;
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>("[role^=menuitem]")?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, []);

  const choose = (item: DropdownItem) => onSelect(item);

  return (
    <DropdownMenu.Root
      open={open}
      onOpenChange={(next) => {
        closedByMenu.current = !next;
        onOpenChange(next);
      }}
      modal={false}
    >
      <DropdownMenu.Trigger
        ref={trigger}
        aria-label={buttonLabel}
        className={triggerClass({ open, size, className: buttonClassName })}
      >
        <TriggerContent icon={icon} label={label} open={open} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align={align}
        sideOffset={8}
        collisionPadding={16}
        loop
        ref={content}
        onCloseAutoFocus={(event) => {
          // Closed because another dropdown opened (the parent keeps one open): focus stays there.
          if (!closedByMenu.current) event.preventDefault();
          closedByMenu.current = false;
        }}
        className={cn(
          "z-30 max-h-[min(26rem,var(--radix-dropdown-menu-content-available-height))] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 text-left shadow-xl",
          panelWidth,
        )}
      >
        {sections.map((section, sectionIndex) => (
          <DropdownMenu.Group
            key={section.heading ?? sectionIndex}
            className={cn(sectionIndex > 0 && "mt-2 border-t border-slate-100 pt-2")}
          >
            {section.heading && (
              <DropdownMenu.Label className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {section.heading}
              </DropdownMenu.Label>
            )}
            {section.chosen === undefined ? (
              section.items.map((item) => (
                <DropdownMenu.Item key={item.id} className={itemClass} onSelect={() => choose(item)}>
                  <ItemText item={item} />
                </DropdownMenu.Item>
              ))
            ) : (
              <DropdownMenu.RadioGroup value={section.chosen}>
                {section.items.map((item) => (
                  <DropdownMenu.RadioItem
                    key={item.id}
                    value={item.id}
                    className={itemClass}
                    onSelect={() => choose(item)}
                  >
                    <span className="mt-0.5 size-4 shrink-0">
                      <DropdownMenu.ItemIndicator>
                        <Check aria-hidden="true" className="size-4 text-brand-700" />
                      </DropdownMenu.ItemIndicator>
                    </span>
                    <ItemText item={item} />
                  </DropdownMenu.RadioItem>
                ))}
              </DropdownMenu.RadioGroup>
            )}
          </DropdownMenu.Group>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function ItemText({ item }: { item: DropdownItem }) {
  return (
    <span className="min-w-0">
      <span className="block font-medium">{item.label}</span>
      {item.hint && <span className="mt-0.5 block text-xs text-slate-600">{item.hint}</span>}
    </span>
  );
}
