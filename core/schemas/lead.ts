import {
  canonicalIndustryKey,
  genericBusiness,
  type IndustryKey,
  industryKeyAliases,
  industryKeys,
} from "../industries";
import { z } from "../zod";

/** Old spellings the API still accepts ("pest-control"), read as their key of record. */
const aliasKeys = Object.keys(industryKeyAliases) as ["pest-control"];

import { site } from "../site";
import { invisibleCharacterMessage, isPlainLine } from "./text";

/**
 * Step 1 of the trial modal (SPEC 5): the browser form and POST /api/leads check the same schema,
 * so a visitor sees exactly the message the server would give. Messages are SPEC 5's, word for word.
 */
export const leadMessages = {
  companyTooShort: "Company name must be at least 2 characters long",
  companyTooLong: "Company name must be less than 50 characters",
  fullNameRequired: "Please enter your full name",
  fullNameTwoWords: "Please enter both first and last name (e.g., John Smith)",
  emailRequired: "Email address is required",
  emailInvalid: `Please enter a valid email address (e.g., ${site.emails.example})`,
  emailGeneric: "Please use your business email address",
  phoneRequired: "Phone number is required",
  phoneTooShort: "Please enter a valid 10-digit phone number",
  phoneTooLong: "Phone number should be 10 digits only",
  fixErrors: "Please fix the errors above and try again.",
  submitFailed: "Unable to process your information. Please check your connection and try again.",
} as const;

export const leadLimits = { companyName: { min: 2, max: 50 }, fullName: { min: 2, max: 100 } } as const;

/**
 * Sample addresses people type to get past a form (SPEC 5: eight, built from test, example,
 * user, admin, demo and sample). Kept out of every message so nobody learns the list.
 */
const genericEmails: ReadonlySet<string> = new Set([
  "test@test.com",
  "test@example.com",
  "example@example.com",
  "user@example.com",
  "admin@example.com",
  "demo@example.com",
  "sample@example.com",
  "demo@demo.com",
]);

/** Digits only, as SPEC 5 counts a phone number. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** Two or more words of letters; an apostrophe or hyphen inside a word (O'Neil, Mary-Kate) is a letter too. */
const fullNamePattern = /^\p{L}+(?:['’-]\p{L}+)*(?: +\p{L}+(?:['’-]\p{L}+)*)+$/u;
/** A basic address pattern: something@domain.tld with no spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const companyNameSchema = z
  .string({ error: leadMessages.companyTooShort })
  .check(
    z.refine(isPlainLine, invisibleCharacterMessage),
    z.trim(),
    z.minLength(leadLimits.companyName.min, leadMessages.companyTooShort),
    z.maxLength(leadLimits.companyName.max, leadMessages.companyTooLong),
  );

export const fullNameSchema = z.pipe(
  z
    .string({ error: leadMessages.fullNameRequired })
    .check(
      z.refine(isPlainLine, invisibleCharacterMessage),
      z.trim(),
      z.minLength(leadLimits.fullName.min, leadMessages.fullNameRequired),
      z.maxLength(leadLimits.fullName.max, leadMessages.fullNameTwoWords),
      z.regex(fullNamePattern, leadMessages.fullNameTwoWords),
    ),
  z.transform((value: string) => value.replace(/ +/g, " ")),
);

export const emailSchema = z
  .pipe(
    z
      .string({ error: leadMessages.emailRequired })
      .check(
        z.refine(isPlainLine, invisibleCharacterMessage),
        z.trim(),
        z.minLength(1, leadMessages.emailRequired),
        z.maxLength(254, leadMessages.emailInvalid),
        z.regex(emailPattern, leadMessages.emailInvalid),
      ),
    z.transform((value: string) => value.toLowerCase()),
  )
  .check(z.refine((value) => !genericEmails.has(value), leadMessages.emailGeneric));

export const mobilePhoneSchema = z.pipe(
  z.pipe(
    z
      .string({ error: leadMessages.phoneRequired })
      .check(z.refine(isPlainLine, invisibleCharacterMessage), z.maxLength(40, leadMessages.phoneTooLong)),
    z.transform(phoneDigits),
  ),
  // Stored and forwarded in the form the modal shows: ddd-ddd-dddd.
  z.transform((digits: string, context) => {
    if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
    const message =
      digits.length === 0
        ? leadMessages.phoneRequired
        : digits.length < 10
          ? leadMessages.phoneTooShort
          : leadMessages.phoneTooLong;
    context.issues.push({ code: "custom", message, input: digits });
    return z.NEVER;
  }),
);

/** The four fields of step 1, as the visitor types them. */
export const leadFormSchema = z.object({
  businessName: companyNameSchema,
  fullName: fullNameSchema,
  email: emailSchema,
  mobilePhone: mobilePhoneSchema,
});

export type LeadFormInput = z.input<typeof leadFormSchema>;
export type LeadFormValues = z.output<typeof leadFormSchema>;
export type LeadField = keyof LeadFormInput;
export const leadFields = ["businessName", "fullName", "email", "mobilePhone"] as const satisfies LeadField[];

/** The industry a trial is for: one of the six trades, or the home page's general business. */
export const trialIndustrySchema = z.pipe(
  z.enum([...industryKeys, genericBusiness.key, ...aliasKeys], {
    error: "Please choose a supported industry",
  }),
  z.transform((value) => canonicalIndustryKey(value) as IndustryKey | typeof genericBusiness.key),
);
export const trialPlanSchema = z.enum(["basic", "pro"], { error: "Please choose the Basic or Pro plan" });

/** The body of POST /api/leads: step 1's fields plus the trial context. */
export const leadRequestSchema = z.extend(leadFormSchema, {
  industry: trialIndustrySchema,
  planTier: trialPlanSchema,
});
export type LeadRequestInput = z.input<typeof leadRequestSchema>;
export type LeadRequest = z.output<typeof leadRequestSchema>;

/** SPEC 3's lead webhook payload, as stored and forwarded. */
export interface LeadPayload extends LeadRequest {
  timestamp: string;
  step: "lead_capture";
  source: "trial_modal";
}

/** The first message for each field that failed, or null when `input` is valid. */
export function leadErrors(input: unknown): Partial<Record<LeadField, string>> | null {
  const result = leadFormSchema.safeParse(input);
  if (result.success) return null;
  const errors: Partial<Record<LeadField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LeadField;
    if (leadFields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
