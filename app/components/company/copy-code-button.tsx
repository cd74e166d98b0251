import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "~/lib/cn";

type CopyState = "idle" | "copied" | "selected";

/** Selects the text of an element, so the visitor can copy it by hand. */
function selectContents(elementId: string) {
  const element = document.getElementById(elementId);
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * Copies a code sample to the clipboard and says so, visibly and through a polite live region.
 * Where the Clipboard API is blocked it selects the code instead and asks for Ctrl+C.
 */
export function CopyCodeButton({
  code,
  label,
  targetId,
  className,
  ...props
}: Omit<React.ComponentProps<"button">, "onClick" | "children"> & {
  code: string;
  /** What is copied, for screen readers: "Node.js example". */
  label: string;
  /** The element holding the code, selected when copying is not allowed. */
  targetId: string;
}) {
  const [state, setState] = useState<CopyState>("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = window.setTimeout(() => setState("idle"), state === "copied" ? 2000 : 6000);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard API unavailable");
      await navigator.clipboard.writeText(code);
      setState("copied");
    } catch {
      selectContents(targetId);
      setState("selected");
    }
  }

  const announcement =
    state === "copied"
      ? `${label} copied to the clipboard.`
      : state === "selected"
        ? `Copying is blocked here. ${label} is selected: press Control+C or Command+C to copy it.`
        : "";

  return (
    <>
      <button
        type="button"
        onClick={copy}
        className={cn(
          "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md border px-2.5 text-xs font-semibold transition-colors",
          state === "copied"
            ? "border-brand-700 bg-brand-50 text-brand-800"
            : "border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-800",
          className,
        )}
        {...props}
      >
        {state === "copied" ? (
          <Check aria-hidden="true" className="size-3.5" />
        ) : (
          <Copy aria-hidden="true" className="size-3.5" />
        )}
        <span>{state === "copied" ? "Copied" : state === "selected" ? "Press Ctrl+C" : "Copy"}</span>
        <span className="sr-only"> {label}</span>
      </button>
      <span role="status" aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
