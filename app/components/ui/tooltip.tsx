import { cloneElement, useRef } from "react";
import { useLazyModule } from "~/lib/use-lazy-module";
import type { TooltipProps } from "./tooltip-props";

const loadTooltip = () => import("./tooltip-radix");

/**
 * A tooltip on `children` (which must be focusable), with SPEC's timings. Radix's tooltip and its
 * positioning (about 9 KB compressed) load on the first hover or focus of any tooltip's trigger,
 * never with the page: a tooltip waits 700 ms anyway, so the download is not seen.
 */
export function Tooltip(props: TooltipProps) {
  const [radix, load] = useLazyModule(loadTooltip);
  const replay = useRef<"hover" | "focus" | null>(null);
  if (radix) return <radix.default {...props} replay={replay.current} />;
  const child = props.children;
  return cloneElement(child, {
    onPointerEnter: (event: React.PointerEvent<HTMLElement>) => {
      child.props.onPointerEnter?.(event);
      if (event.pointerType === "mouse") replay.current = "hover";
      load();
    },
    onFocus: (event: React.FocusEvent<HTMLElement>) => {
      child.props.onFocus?.(event);
      replay.current = "focus";
      load();
    },
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      child.props.onBlur?.(event);
      replay.current = null;
    },
    onPointerLeave: (event: React.PointerEvent<HTMLElement>) => {
      child.props.onPointerLeave?.(event);
      if (replay.current === "hover") replay.current = null;
    },
  });
}
