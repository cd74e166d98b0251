import { formatPhoneInput } from "@core/phone";
import type { TrialPlanKey } from "@core/plans";
import {
  type LeadField,
  type LeadFormInput,
  type LeadFormValues,
  leadFields,
  leadFormSchema,
  leadMessages,
  phoneDigits,
} from "@core/schemas/lead";
import { site } from "@core/site";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRight, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { postLead } from "./trial-api";
import type { StoredLead, TrialContextValue } from "./trial-types";

const emptyLead: LeadFormInput = { businessName: "", fullName: "", email: "", mobilePhone: "" };

/** Where the caret goes after formatting: just after the same number of digits as before. */
function caretAfterDigits(formatted: string, digits: number): number {
  let position = 0;
  let seen = 0;
  while (position < formatted.length && seen < digits) {
    if (/\d/.test(formatted[position] ?? "")) seen += 1;
    position += 1;
  }
  return position;
}

/**
 * Step 1 (SPEC 5): the business and its contact, checked with the same zod schema as the server.
 * A field is checked when it loses focus and on each change after that; its error clears while it
 * has focus. Only a lead the server has stored moves the visitor on.
 */
export function LeadStep({
  context,
  planTier,
  defaultValues,
  idempotencyKeyFor,
  onStored,
}: {
  context: TrialContextValue;
  planTier: TrialPlanKey;
  defaultValues?: LeadFormInput;
  idempotencyKeyFor: (body: unknown) => string;
  onStored: (lead: StoredLead) => void;
}) {
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    getValues,
    control,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LeadFormInput, unknown, LeadFormValues>({
    resolver: zodResolver(leadFormSchema),
    mode: "onTouched",
    defaultValues: defaultValues ?? emptyLead,
    // Focusing a field clears its error (SPEC 5), so a failed submit leaves focus where it is.
    shouldFocusError: false,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const phone = useWatch({ control, name: "mobilePhone" }) ?? "";
  const digitCount = phoneDigits(phone).length;

  // "Please fix the errors above" goes once every field is right.
  useEffect(() => {
    if (isValid) setFormError((current) => (current === leadMessages.fixErrors ? null : current));
  }, [isValid]);

  async function store(values: LeadFormValues) {
    setFormError(null);
    const request = { ...values, industry: context.industry, planTier };
    const result = await postLead(request, idempotencyKeyFor(request));
    if (result.kind === "stored") {
      onStored({ id: result.leadId, values, input: getValues() });
      return;
    }
    if (result.kind === "invalid") {
      for (const field of leadFields) {
        const message = result.fields[field];
        if (message) setError(field, { type: "server", message });
      }
      setFormError(leadMessages.fixErrors);
      return;
    }
    setFormError(leadMessages.submitFailed);
  }

  const submit = handleSubmit(store, () => setFormError(leadMessages.fixErrors));

  const fieldProps = (name: LeadField) => ({
    ...register(name),
    onFocus: () => clearErrors(name),
  });

  const phoneField = fieldProps("mobilePhone");
  function onPhoneChange(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const caret = input.selectionStart ?? input.value.length;
    const digitsBeforeCaret = phoneDigits(input.value.slice(0, caret)).length;
    const formatted = formatPhoneInput(input.value);
    if (formatted !== input.value) {
      input.value = formatted;
      const position = caretAfterDigits(formatted, digitsBeforeCaret);
      input.setSelectionRange(position, position);
    }
    return phoneField.onChange(event);
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting} className="space-y-5">
      <p className="text-sm text-slate-600">All fields are required.</p>
      <Field
        label="Company name"
        error={errors.businessName?.message}
        inputProps={{
          ...fieldProps("businessName"),
          type: "text",
          autoComplete: "organization",
          required: true,
        }}
      />
      <Field
        label="Full name"
        error={errors.fullName?.message}
        inputProps={{ ...fieldProps("fullName"), type: "text", autoComplete: "name", required: true }}
      />
      <Field
        label="Business email"
        error={errors.email?.message}
        inputProps={{
          ...fieldProps("email"),
          type: "email",
          inputMode: "email",
          autoComplete: "email",
          autoCapitalize: "off",
          spellCheck: false,
          placeholder: site.emails.example,
          required: true,
        }}
      />
      <Field
        label="Mobile phone"
        error={errors.mobilePhone?.message}
        hint={`${digitCount}/10 digits entered`}
        hintClassName={digitCount > 10 ? "text-red-800" : undefined}
        inputProps={{
          ...phoneField,
          onChange: onPhoneChange,
          type: "tel",
          inputMode: "tel",
          autoComplete: "tel-national",
          required: true,
        }}
      />

      {formError && <FormAlert>{formError}</FormAlert>}

      <Button
        type="submit"
        size="lg"
        className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        // Disabled until all four fields are valid, yet still focusable and pressable: pressing it
        // then shows every error and "Please fix the errors above and try again."
        aria-disabled={!isValid || isSubmitting || undefined}
        onClick={(event) => {
          if (isSubmitting) event.preventDefault();
        }}
      >
        {isSubmitting ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
            Saving your details...
          </>
        ) : (
          <>
            Continue to Step 2
            <ArrowRight aria-hidden="true" className="size-5" />
          </>
        )}
      </Button>
      <p className="text-center text-sm text-slate-600">
        We use these details only to set up your {site.product} trial and to contact you about it.
      </p>
    </form>
  );
}
