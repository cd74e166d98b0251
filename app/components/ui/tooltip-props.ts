/** SPEC 9: tooltips open after 700 ms, with a 300 ms skip delay between neighbours. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface TooltipProps {
  content: React.ReactNode;
  /** The trigger: one focusable element. */
  children: React.ReactElement<React.HTMLAttributes<HTMLElement>>;
  className?: string;
}
