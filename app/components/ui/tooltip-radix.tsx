import { Tooltip as TooltipPrimitive } from "radix-ui";
import { useLayoutEffect, useRef } from "react";
import { cn } from "~/lib/cn";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, type TooltipProps } from "./tooltip-props";

/**
 * Radix's tooltip with SPEC's timings, loaded by Tooltip on the first hover or focus of its
 * trigger. It replaces the plain trigger: the hover or focus that loaded it is replayed, so the
 * tooltip still opens (after SPEC's 700 ms on hover, at once on focus).
 */
export default function RadixTooltip({
  content,
  children,
  className,
  replay,
}: TooltipProps & { replay: "hover" | "focus" | null }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const mounted = useRef(replay);

  useLayoutEffect(() => {
    const element = trigger.current;
    if (!element) return;
    if (mounted.current === "focus") element.focus();
    // Radix starts the hover delay on pointer movement: give it the movement that already happened.
    else if (mounted.current === "hover") {
      element.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }));
    }
  }, []);

  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger ref={trigger} asChild>
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            data-slot="tooltip"
            sideOffset={6}
            className={cn(
              "z-50 max-w-xs rounded-lg bg-ink px-3 py-2 text-sm text-white shadow-lg",
              className,
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-ink" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
