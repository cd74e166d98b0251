import { paymentMessages } from "@core/payments";
import type { Stripe, StripeCardElement, StripeElements } from "@stripe/stripe-js";
import { LoaderCircle, Lock } from "lucide-react";
import { useEffect, useImperativeHandle, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import type { CardFieldProps } from "./card-field";

/** Stripe's card element drawn in the site's type and colours. */
const cardStyle = {
  base: {
    color: "#0b1b2b",
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    fontSize: "16px",
    "::placeholder": { color: "#64748b" },
  },
  invalid: { color: "#991b1b", iconColor: "#991b1b" },
};

/**
 * Stripe mode: Stripe.js loads only now (never on a page that does not open the trial), mounts
 * Elements' card element, and turns the card into a payment method with the visitor's billing
 * name, e-mail and phone. The card number never touches our server.
 */
export function StripeCardField({
  publishableKey,
  ref,
  onReadyChange,
  onCardChange,
  onLoadError,
  errorCode,
  disabled,
}: CardFieldProps & { publishableKey: string }) {
  const host = useRef<HTMLDivElement>(null);
  const stripe = useRef<Stripe | null>(null);
  const elements = useRef<StripeElements | null>(null);
  const [ready, setReady] = useState(false);
  const [focused, setFocused] = useState(false);
  const [complete, setComplete] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | undefined;
    (async () => {
      try {
        const { loadStripe } = await import("@stripe/stripe-js");
        const loaded = await loadStripe(publishableKey);
        if (cancelled) return;
        if (!loaded || !host.current) throw new Error("Stripe.js did not load");
        stripe.current = loaded;
        elements.current = loaded.elements();
        card = elements.current.create("card", { style: cardStyle, hidePostalCode: false });
        card.on("ready", () => {
          if (cancelled) return;
          setReady(true);
          onReadyChange(true);
        });
        card.on("change", (event) => {
          setComplete(event.complete);
          onCardChange();
        });
        card.on("focus", () => setFocused(true));
        card.on("blur", () => setFocused(false));
        card.mount(host.current);
      } catch {
        if (!cancelled) onLoadError();
      }
    })();
    return () => {
      cancelled = true;
      card?.destroy();
      onReadyChange(false);
    };
  }, [publishableKey, onReadyChange, onCardChange, onLoadError]);

  useEffect(() => {
    elements.current?.getElement("card")?.update({ disabled: Boolean(disabled) });
  }, [disabled]);

  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod(billingDetails) {
        const card = elements.current?.getElement("card");
        if (!stripe.current || !card) return { error: { message: paymentMessages.cardElementMissing } };
        try {
          const result = await stripe.current.createPaymentMethod({
            type: "card",
            card,
            billing_details: billingDetails,
          });
          if (result.error) return { error: { code: result.error.code, message: result.error.message } };
          return { id: result.paymentMethod.id };
        } catch {
          return { error: {} };
        }
      },
    }),
    [],
  );

  return (
    <fieldset>
      <legend className="font-semibold text-ink">Card details</legend>
      <div
        className={cn(
          "relative mt-1.5 min-h-12 rounded-xl border bg-white px-4 py-3.5 shadow-sm",
          errorCode ? "border-red-700" : "border-slate-300",
          focused && "border-brand-700 ring-2 ring-brand-700/30",
        )}
        data-complete={complete || undefined}
      >
        <div ref={host} />
        {!ready && (
          <p role="status" className="absolute inset-0 flex items-center gap-2 px-4 text-slate-600">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            Loading the secure card field...
          </p>
        )}
      </div>
      <p className="mt-1.5 flex items-center gap-1.5 text-sm text-slate-600">
        <Lock aria-hidden="true" className="size-4" />
        Your card details go straight to Stripe, our payment processor.
      </p>
    </fieldset>
  );
}
