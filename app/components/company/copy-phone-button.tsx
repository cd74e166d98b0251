import { Copy } from "lucide-react";
import { showToast } from "~/components/ui/toaster";
import { Tooltip } from "~/components/ui/tooltip";
import { cn } from "~/lib/cn";

const copyPhoneTooltip = "Copy phone number";

/**
 * Copies a phone number for visitors who will call from another device, with a tooltip saying what
 * the icon does and a toast confirming the copy (or giving the number when copying is blocked).
 */
export function CopyPhoneButton({
  number,
  label,
  className,
}: {
  number: string;
  label: string;
  className?: string;
}) {
  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard API unavailable");
      await navigator.clipboard.writeText(number);
      await showToast((toast) => toast.success("Phone number copied", { description: number }));
    } catch {
      await showToast((toast) =>
        toast.info("Copying is blocked in this browser", { description: `The number is ${number}.` }),
      );
    }
  }
  return (
    <Tooltip content={copyPhoneTooltip}>
      <button
        type="button"
        onClick={copy}
        aria-label={`Copy ${label}`}
        className={cn(
          "-my-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-800",
          className,
        )}
      >
        <Copy aria-hidden="true" className="size-4" />
      </button>
    </Tooltip>
  );
}
