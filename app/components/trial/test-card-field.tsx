import { formatCardNumber, paymentMessages, suggestedTestCards } from "@core/payments";
import { checkTestCardInput } from "@core/schemas/trial";
import { FlaskConical } from "lucide-react";
import { useEffect, useId, useImperativeHandle, useState } from "react";
import { Field } from "~/components/ui/field";
import { type CardFieldProps, type CardPart, cardPartForCode } from "./card-field";
import { createTestPaymentMethod } from "./trial-api";

/** "1228" → "12 / 28": the expiry as MM / YY while it is typed. */
export function formatExpiryInput(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

type Card = Record<CardPart, string>;
const emptyCard: Card = { number: "", expiry: "", cvc: "", zip: "" };

/**
 * Local test mode's own card field (no Stripe.js, nothing charged). It takes only Stripe's
 * published test numbers and behaves like Stripe's card element: the same checks, the same
 * error codes, and a payment method id the server understands.
 */
export function TestCardField({
  ref,
  onReadyChange,
  onCardChange,
  errorCode,
  errorId,
  disabled,
}: CardFieldProps) {
  const id = useId();
  const [card, setCard] = useState<Card>(emptyCard);
  const invalidPart = cardPartForCode(errorCode);

  // Test mode has nothing to load: the field is ready as soon as it is shown.
  useEffect(() => onReadyChange(true), [onReadyChange]);

  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod(billingDetails) {
        const [expMonth = "", expYear = ""] = card.expiry.split("/").map((part) => part.trim());
        const checked = checkTestCardInput({
          cardNumber: card.number,
          expMonth,
          expYear,
          cvc: card.cvc,
          postalCode: card.zip,
        });
        if (!checked.ok) return { error: checked.error };
        return createTestPaymentMethod({
          cardNumber: checked.card.number,
          expMonth: checked.expMonth,
          expYear: checked.expYear,
          cvc: checked.cvc,
          postalCode: checked.postalCode,
          billingDetails,
        });
      },
    }),
    [card],
  );

  function update(part: CardPart, value: string) {
    setCard((current) => ({ ...current, [part]: value }));
    onCardChange();
  }

  const partProps = (part: CardPart) => ({
    id: `${id}-${part}`,
    disabled,
    "aria-invalid": invalidPart === part || undefined,
    "aria-describedby": invalidPart === part ? errorId : undefined,
  });

  return (
    <fieldset className="rounded-2xl border border-amber-300 bg-sand/60 p-4">
      <legend className="px-1 font-semibold text-ink">Card details</legend>
      <p className="flex items-center gap-2 font-bold text-amber-900">
        <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
        {paymentMessages.testModeLabel}
      </p>
      <div className="mt-3 space-y-4">
        <Field
          label="Card number"
          inputProps={{
            ...partProps("number"),
            type: "text",
            inputMode: "numeric",
            autoComplete: "cc-number",
            placeholder: "4242 4242 4242 4242",
            value: card.number,
            onChange: (event) =>
              update("number", formatCardNumber(event.target.value.replace(/\D/g, "").slice(0, 19))),
            className: "font-mono tracking-wide",
          }}
        />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Field
            label="Expiry date"
            inputProps={{
              ...partProps("expiry"),
              type: "text",
              inputMode: "numeric",
              autoComplete: "cc-exp",
              placeholder: "MM / YY",
              value: card.expiry,
              onChange: (event) => update("expiry", formatExpiryInput(event.target.value)),
            }}
          />
          <Field
            label="CVC"
            inputProps={{
              ...partProps("cvc"),
              type: "text",
              inputMode: "numeric",
              autoComplete: "cc-csc",
              placeholder: "123",
              value: card.cvc,
              onChange: (event) => update("cvc", event.target.value.replace(/\D/g, "").slice(0, 4)),
            }}
          />
          <Field
            label="ZIP code"
            className="col-span-2 sm:col-span-1"
            inputProps={{
              ...partProps("zip"),
              type: "text",
              inputMode: "numeric",
              autoComplete: "postal-code",
              placeholder: "12345",
              value: card.zip,
              onChange: (event) => update("zip", event.target.value.replace(/[^\d-]/g, "").slice(0, 10)),
            }}
          />
        </div>
      </div>
      <div className="mt-4 text-sm text-slate-800">
        <p>
          Try one of Stripe's test cards, with any future expiry date, any 3-digit CVC and any 5-digit ZIP:
        </p>
        <ul className="mt-2 space-y-1">
          {suggestedTestCards.map((testCard) => (
            <li key={testCard.number}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => update("number", formatCardNumber(testCard.number))}
                className="rounded-md text-left underline decoration-amber-700/60 underline-offset-2 hover:decoration-amber-900 disabled:no-underline"
              >
                <span className="font-mono">{formatCardNumber(testCard.number)}</span>
                <span className="sr-only">, </span>
                <span className="text-slate-700"> {testCard.description}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </fieldset>
  );
}
