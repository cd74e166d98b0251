import { site } from "@core/site";
import { Phone } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import { focusOnClose } from "~/lib/focus-on-close";

/** Enterprise's "Contact Sales" dialog (SPEC 2.7): the sales line to call. Loaded when first opened. */
export default function SalesDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Contact Sales button: focus goes back to it when the dialog closes. */
  returnFocusTo: () => HTMLElement | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={focusOnClose(returnFocusTo)}>
        <DialogTitle>Talk to our sales team</DialogTitle>
        <DialogDescription>
          Enterprise pricing depends on your locations, integrations and call volume. Call us and we'll put a
          quote together with you.
        </DialogDescription>
        <a href={site.phones.sales.href} className={cn(buttonClass("primary", "lg"), "mt-6 w-full")}>
          <Phone aria-hidden="true" className="size-5" />
          {site.phones.sales.display}
        </a>
        <p className="mt-3 text-center text-sm text-slate-600">
          Or e-mail{" "}
          <a className="underline" href={`mailto:${site.emails.hello}`}>
            {site.emails.hello}
          </a>
        </p>
      </DialogContent>
    </Dialog>
  );
}
