import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface DropdownItem {
  id: string;
  label: string;
  /** A second line under the label. */
  hint?: string;
}

export interface DropdownSection {
  heading?: string;
  items: readonly DropdownItem[];
  /**
   * The id of the chosen item when the section is a single choice (like the model): its items are
   * radio items with a check mark.
   */
  chosen?: string;
}

export interface ChatDropdownProps {
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
}

/** The button's look, the same before and after the menu's code has loaded. */
export function triggerClass({
  open,
  size = "md",
  className,
}: {
  open: boolean;
  size?: "md" | "sm";
  className?: string;
}) {
  return cn(
    "inline-flex min-h-11 items-center rounded-full border bg-white text-sm font-semibold whitespace-nowrap shadow-sm transition-colors",
    size === "sm" ? "gap-1.5 px-3 sm:gap-2 sm:px-4" : "gap-2 px-4",
    open
      ? "border-brand-700 text-brand-800 ring-1 ring-brand-700"
      : "border-slate-300 text-ink hover:border-brand-700 hover:text-brand-800",
    className,
  );
}

export function TriggerContent({ icon, label, open }: { icon?: ReactNode; label: ReactNode; open: boolean }) {
  return (
    <>
      {icon}
      {label}
      <ChevronDown
        aria-hidden="true"
        className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")}
      />
    </>
  );
}
