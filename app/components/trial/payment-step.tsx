import type { PaymentsConfig } from "@core/payments";
import { cardErrorText, paymentMessages } from "@core/payments";
import { formatUsd, plans, type TrialPlanKey } from "@core/plans";
import { site } from "@core/site";
import { ArrowLeft, ExternalLink, LoaderCircle, RotateCcw } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import type { CardFieldHandle } from "./card-field";
import { ChargeNotice, TrialPlanChoice } from "./plan-and-charge";
import { StripeCardField } from "./stripe-card-field";
import { TestCardField } from "./test-card-field";
import { createTrialSubscription, fetchPaymentConfig, type TrialSubscriptionResult } from "./trial-api";
import type { StoredLead, TrialContextValue } from "./trial-types";

export interface StartedTrial {
  sessionId?: string;
  trialEnd?: string;
}

/** The day the trial ends and the card is first charged: `days` from `today`, as "December 5, 2026". */
export function firstChargeDate(today: Date, days: number = site.trialDays): string {
  const date = new Date(today);
  date.setDate(date.getDate() + days);
  return new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" }).format(date);
}

/** SPEC 8: the banner text for a subscription call that did not succeed. */
export function subscriptionErrorText(result: Extract<TrialSubscriptionResult, { success: false }>): string {
  if (result.network) return paymentMessages.noMessage;
  if (result.code) return cardErrorText(result);
  return result.message ?? paymentMessages.subscriptionFailed;
}

type Consent = "privacyAndTerms" | "marketing" | "billing";
type ConfigState = { state: "loading" } | { state: "ready"; config: PaymentsConfig } | { state: "failed" };

/**
 * Step 2 (SPEC 5 and 8): the plan, the terms in plain words, the three required checkboxes and
 * the card. Errors show in one banner above the form, in SPEC 8's words.
 */
export function PaymentStep({
  context,
  planTier,
  onPlanTierChange,
  lead,
  idempotencyKeyFor,
  onBack,
  onBusyChange,
  onStarted,
}: {
  context: TrialContextValue;
  planTier: TrialPlanKey;
  onPlanTierChange: (plan: TrialPlanKey) => void;
  lead: StoredLead;
  idempotencyKeyFor: (body: unknown) => string;
  onBack: () => void;
  onBusyChange: (busy: boolean) => void;
  onStarted: (trial: StartedTrial) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const [configState, setConfigState] = useState<ConfigState>({ state: "loading" });
  const [configAttempt, setConfigAttempt] = useState(0);
  const [cardReady, setCardReady] = useState(false);
  const [consents, setConsents] = useState<Record<Consent, boolean>>({
    privacyAndTerms: false,
    marketing: false,
    billing: false,
  });
  const [error, setError] = useState<{ text: string; code?: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const card = useRef<CardFieldHandle>(null);
  const banner = useRef<HTMLDivElement>(null);
  // A payment method made from the card as it is now; reused when the same attempt is retried
  // (after a network failure), so the retry carries the same Idempotency-Key.
  const paymentMethod = useRef<string | null>(null);
  const [today] = useState(() => new Date());

  // biome-ignore lint/correctness/useExhaustiveDependencies: "Load the card field again" bumps configAttempt to rerun this.
  useEffect(() => {
    const controller = new AbortController();
    setConfigState({ state: "loading" });
    fetchPaymentConfig(controller.signal)
      .then((config) => setConfigState({ state: "ready", config }))
      .catch(() => {
        if (!controller.signal.aborted) setConfigState({ state: "failed" });
      });
    return () => controller.abort();
  }, [configAttempt]);

  useEffect(() => onBusyChange(submitting), [submitting, onBusyChange]);

  const showError = useCallback((text: string, code?: string) => setError({ text, code }), []);

  // Each new error takes focus: it is read out, and scrolled into view at the top of the dialog.
  useEffect(() => {
    if (error) banner.current?.focus();
  }, [error]);

  const onReadyChange = useCallback((ready: boolean) => setCardReady(ready), []);
  const onCardChange = useCallback(() => {
    paymentMethod.current = null;
  }, []);
  const onLoadError = useCallback(() => {
    setCardReady(false);
    setConfigState({ state: "failed" });
  }, []);

  const plan = plans[planTier];
  const amount = formatUsd(plan.monthlyPrice);
  const chargeDate = firstChargeDate(today);
  const allAccepted = consents.privacyAndTerms && consents.marketing && consents.billing;
  const providerReady = configState.state === "ready" && cardReady;
  const canSubmit = allAccepted && providerReady && !submitting;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    const handle = card.current;
    if (!handle) {
      showError(paymentMessages.cardElementMissing);
      return;
    }
    setSubmitting(true);
    try {
      let paymentMethodId = paymentMethod.current;
      if (!paymentMethodId) {
        const created = await handle.createPaymentMethod({
          name: lead.values.fullName,
          email: lead.values.email,
          phone: lead.values.mobilePhone,
        });
        if ("error" in created) {
          showError(cardErrorText(created.error), created.error.code);
          return;
        }
        paymentMethodId = created.id;
        paymentMethod.current = paymentMethodId;
      }
      const request = {
        industry: context.industry,
        planTier,
        paymentMethodId,
        companyName: lead.values.businessName,
        fullName: lead.values.fullName,
        email: lead.values.email,
        phone: lead.values.mobilePhone,
        acceptPrivacyPolicy: true,
        acceptTermsOfService: true,
        acceptMarketingCommunications: true,
        leadId: lead.id,
      } as const;
      const result = await createTrialSubscription(request, idempotencyKeyFor(request));
      if (result.success) {
        onStarted({ sessionId: result.sessionId, trialEnd: result.trialEnd });
        return;
      }
      // A refused card will be refused again: the next attempt needs new card details.
      if (!result.network) paymentMethod.current = null;
      showError(subscriptionErrorText(result), result.code);
    } finally {
      setSubmitting(false);
    }
  }

  const toggle = (consent: Consent) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setConsents((current) => ({ ...current, [consent]: event.target.checked }));

  const waitingFor = !providerReady
    ? configState.state === "failed"
      ? null
      : "Loading the card field..."
    : !allAccepted
      ? "Tick the three boxes above to start your free trial."
      : null;

  const cardFieldProps = {
    ref: card,
    onReadyChange,
    onCardChange,
    onLoadError,
    errorCode: error?.code,
    errorId,
    disabled: submitting,
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={submitting} className="space-y-6">
      {error && (
        <FormAlert ref={banner} id={errorId} tabIndex={-1}>
          {error.text}
        </FormAlert>
      )}

      <p className="text-sm text-slate-700">
        Starting the trial for <strong className="text-ink">{lead.values.businessName}</strong> (
        {lead.values.email}).
      </p>

      <TrialPlanChoice
        name={`${id}-plan`}
        value={planTier}
        onChange={onPlanTierChange}
        disabled={submitting}
      />

      <ChargeNotice planTitle={plan.title} amount={amount} chargeDate={chargeDate} />

      {configState.state === "loading" && (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          Loading the card field...
        </p>
      )}
      {configState.state === "failed" && (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-medium">The card field could not load. {paymentMessages.noMessage}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => {
              setCardReady(false);
              setConfigAttempt((attempt) => attempt + 1);
            }}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Load the card field again
          </Button>
        </div>
      )}
      {configState.state === "ready" &&
        (configState.config.provider === "stripe" ? (
          <StripeCardField
            key={configAttempt}
            publishableKey={configState.config.publishableKey}
            {...cardFieldProps}
          />
        ) : (
          <TestCardField key={configAttempt} {...cardFieldProps} />
        ))}

      <fieldset className="space-y-3">
        <legend className="font-semibold text-ink">To start your trial, please confirm:</legend>
        <Consent
          checked={consents.privacyAndTerms}
          onChange={toggle("privacyAndTerms")}
          disabled={submitting}
        >
          I agree to the <NewTabLink href="/privacy-policy">Privacy Policy</NewTabLink> and the{" "}
          <NewTabLink href="/terms-of-service">Terms of Service</NewTabLink>.
        </Consent>
        <Consent checked={consents.marketing} onChange={toggle("marketing")} disabled={submitting}>
          I agree that {site.product} may call and text me at {lead.values.mobilePhone} about my trial and my
          setup, including by automated means. Message and data rates may apply; reply STOP to opt out.
        </Consent>
        <Consent checked={consents.billing} onChange={toggle("billing")} disabled={submitting}>
          I understand that nothing is charged today and that my card will be charged {amount} a month after
          my free trial ends on {chargeDate}, unless I cancel before then.
        </Consent>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={submitting}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          Go Back to Step 1
        </Button>
        <Button
          type="submit"
          disabled={!canSubmit}
          aria-describedby={waitingFor ? `${id}-waiting` : undefined}
        >
          {submitting ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
              Starting your trial...
            </>
          ) : (
            "Start My Free Trial"
          )}
        </Button>
      </div>
      {waitingFor && (
        <p id={`${id}-waiting`} className="text-center text-sm text-slate-600 sm:text-right">
          {waitingFor}
        </p>
      )}
    </form>
  );
}

function Consent({
  checked,
  onChange,
  disabled,
  children,
}: {
  checked: boolean;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <label className="flex items-start gap-3 text-sm text-slate-800">
      <input
        type="checkbox"
        required
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <span>{children}</span>
    </label>
  );
}

/** A legal page opened beside the modal, so nothing typed is lost. */
function NewTabLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-0.5 font-semibold text-brand-800 underline underline-offset-2"
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
