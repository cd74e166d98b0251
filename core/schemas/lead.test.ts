import { describe, expect, it } from "vitest";
import { formatPhoneInput } from "../phone";
import {
  emailSchema,
  fullNameSchema,
  leadErrors,
  leadFormSchema,
  leadMessages,
  leadRequestSchema,
  mobilePhoneSchema,
  phoneDigits,
} from "./lead";

const good = {
  businessName: "Rapid Rooter Plumbing",
  fullName: "Dana Ortiz",
  email: "dana@rapidrooter.com",
  mobilePhone: "512-555-0199",
};

/** The message a field gets for `value`, or null when the value passes. */
function messageFor(field: keyof typeof good, value: unknown): string | null {
  return leadErrors({ ...good, [field]: value })?.[field] ?? null;
}

describe("SPEC 5's messages, word for word", () => {
  it("keeps the catalogue's exact texts", () => {
    expect(leadMessages).toEqual({
      companyTooShort: "Company name must be at least 2 characters long",
      companyTooLong: "Company name must be less than 50 characters",
      fullNameRequired: "Please enter your full name",
      fullNameTwoWords: "Please enter both first and last name (e.g., John Smith)",
      emailRequired: "Email address is required",
      emailInvalid: "Please enter a valid email address (e.g., john@yourcompany.com)",
      emailGeneric: "Please use your business email address",
      phoneRequired: "Phone number is required",
      phoneTooShort: "Please enter a valid 10-digit phone number",
      phoneTooLong: "Phone number should be 10 digits only",
      fixErrors: "Please fix the errors above and try again.",
      submitFailed: "Unable to process your information. Please check your connection and try again.",
    });
  });

  it("accepts a complete, ordinary lead", () => {
    expect(leadErrors(good)).toBeNull();
  });
});

describe("company name", () => {
  it.each([
    ["", leadMessages.companyTooShort],
    ["A", leadMessages.companyTooShort],
    ["   A   ", leadMessages.companyTooShort],
    ["x".repeat(51), leadMessages.companyTooLong],
    [42, leadMessages.companyTooShort],
    [undefined, leadMessages.companyTooShort],
  ])("%j → %s", (value, message) => {
    expect(messageFor("businessName", value)).toBe(message);
  });

  it("counts length after trimming, and allows 2 to 50 characters (SPEC 9)", () => {
    expect(messageFor("businessName", "AB")).toBeNull();
    expect(messageFor("businessName", "x".repeat(50))).toBeNull();
    expect(messageFor("businessName", `  ${"x".repeat(50)}  `)).toBeNull();
    expect(leadFormSchema.parse({ ...good, businessName: "  Rapid Rooter  " }).businessName).toBe(
      "Rapid Rooter",
    );
  });
});

describe("full name", () => {
  it.each([
    ["", leadMessages.fullNameRequired],
    ["D", leadMessages.fullNameRequired],
    [" D ", leadMessages.fullNameRequired],
    [null, leadMessages.fullNameRequired],
    ["Dana", leadMessages.fullNameTwoWords],
    ["Dana O2", leadMessages.fullNameTwoWords],
    ["Dana_Ortiz", leadMessages.fullNameTwoWords],
    ["Dana Ortiz!", leadMessages.fullNameTwoWords],
    [`Dana ${"x".repeat(100)}`, leadMessages.fullNameTwoWords],
  ])("%j → %s", (value, message) => {
    expect(messageFor("fullName", value)).toBe(message);
  });

  it("takes two or more words of letters, accented letters, apostrophes and hyphens", () => {
    for (const name of ["Dana Ortiz", "José Núñez", "Mary-Kate O'Neil", "Anh Thi Nguyen"]) {
      expect(messageFor("fullName", name)).toBeNull();
    }
  });

  it("trims and collapses inner spaces", () => {
    expect(fullNameSchema.parse("  Dana    Ortiz ")).toBe("Dana Ortiz");
  });
});

describe("email", () => {
  it.each([
    ["", leadMessages.emailRequired],
    ["    ", leadMessages.emailRequired],
    [undefined, leadMessages.emailRequired],
    ["dana", leadMessages.emailInvalid],
    ["dana@", leadMessages.emailInvalid],
    ["dana@rapidrooter", leadMessages.emailInvalid],
    ["dana@rapid rooter.com", leadMessages.emailInvalid],
    ["dana@@rapidrooter.com", leadMessages.emailInvalid],
    [`${"d".repeat(250)}@rapidrooter.com`, leadMessages.emailInvalid],
  ])("%j → %s", (value, message) => {
    expect(messageFor("email", value)).toBe(message);
  });

  it("refuses the eight generic sample addresses, whatever their case", () => {
    const generic = [
      "test@test.com",
      "test@example.com",
      "example@example.com",
      "user@example.com",
      "admin@example.com",
      "demo@example.com",
      "sample@example.com",
      "demo@demo.com",
    ];
    for (const address of generic) {
      expect(messageFor("email", address)).toBe(leadMessages.emailGeneric);
      expect(messageFor("email", ` ${address.toUpperCase()} `)).toBe(leadMessages.emailGeneric);
    }
    // Real addresses at those words' domains are someone's business address.
    expect(messageFor("email", "sales@example.org")).toBeNull();
    expect(messageFor("email", "owner@demoplumbing.com")).toBeNull();
  });

  it("is trimmed and lowercased", () => {
    expect(emailSchema.parse("  Dana@RapidRooter.COM ")).toBe("dana@rapidrooter.com");
  });
});

describe("mobile phone", () => {
  it.each([
    ["", leadMessages.phoneRequired],
    ["---", leadMessages.phoneRequired],
    [5125550199, leadMessages.phoneRequired],
    ["512", leadMessages.phoneTooShort],
    ["512-555-019", leadMessages.phoneTooShort],
    ["512-555-01999", leadMessages.phoneTooLong],
    ["1 (512) 555-0199", leadMessages.phoneTooLong],
    ["5".repeat(41), leadMessages.phoneTooLong],
  ])("%j → %s", (value, message) => {
    expect(messageFor("mobilePhone", value)).toBe(message);
  });

  it("counts digits only and stores ddd-ddd-dddd", () => {
    expect(phoneDigits("(512) 555-0199")).toBe("5125550199");
    for (const typed of ["5125550199", "512-555-0199", "(512) 555-0199", "512.555.0199", " 512 555 0199 "]) {
      expect(mobilePhoneSchema.parse(typed)).toBe("512-555-0199");
    }
  });

  it("formats as it is typed, and every formatted number it completes is valid", () => {
    const digits = "5125550199";
    const shown = [...digits].map((_, index) => formatPhoneInput(digits.slice(0, index + 1)));
    expect(shown).toEqual([
      "5",
      "51",
      "512",
      "512-5",
      "512-55",
      "512-555",
      "512-555-0",
      "512-555-01",
      "512-555-019",
      "512-555-0199",
    ]);
    expect(shown.slice(0, 9).map((value) => messageFor("mobilePhone", value))).toEqual(
      Array(9).fill(leadMessages.phoneTooShort),
    );
    expect(messageFor("mobilePhone", shown[9])).toBeNull();
    expect(formatPhoneInput("(512) 555-0199x")).toBe("512-555-0199");
  });
});

describe("the API body", () => {
  const request = { ...good, industry: "plumber", planTier: "pro" };

  it("adds the trial context: one of the six industries or general, basic or pro", () => {
    expect(leadRequestSchema.safeParse(request).success).toBe(true);
    expect(leadRequestSchema.safeParse({ ...request, industry: "general" }).success).toBe(true);
    expect(
      leadRequestSchema.safeParse({ ...request, industry: "pestcontrol", planTier: "basic" }).success,
    ).toBe(true);
    // SPEC's key is the key of record; the old spelling is still accepted and read as it.
    expect(leadRequestSchema.parse({ ...request, industry: "pest-control" }).industry).toBe("pestcontrol");
  });

  it("names an unknown industry or a plan without a trial", () => {
    const result = leadRequestSchema.safeParse({ ...request, industry: "bakery", planTier: "enterprise" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      industry: "Please choose a supported industry",
      planTier: "Please choose the Basic or Pro plan",
    });
  });

  it("gives every field its message when the body is empty", () => {
    expect(leadErrors({})).toEqual({
      businessName: leadMessages.companyTooShort,
      fullName: leadMessages.fullNameRequired,
      email: leadMessages.emailRequired,
      mobilePhone: leadMessages.phoneRequired,
    });
  });

  it("normalizes what is stored: trimmed company and name, lowercased e-mail, formatted phone", () => {
    expect(
      leadRequestSchema.parse({
        businessName: " Rapid Rooter ",
        fullName: " Dana  Ortiz ",
        email: " DANA@RapidRooter.com",
        mobilePhone: "(512) 555 0199",
        industry: "plumber",
        planTier: "basic",
        extra: "ignored",
      }),
    ).toEqual({
      businessName: "Rapid Rooter",
      fullName: "Dana Ortiz",
      email: "dana@rapidrooter.com",
      mobilePhone: "512-555-0199",
      industry: "plumber",
      planTier: "basic",
    });
  });
});

describe("hidden characters", () => {
  it.each([
    ["a zero-width space", "Dana\u200b Ortiz"],
    ["a right-to-left override", "Dana \u202eztirO"],
    ["a line break", "Dana\r\nOrtiz"],
    ["a byte-order mark", "\ufeffDana Ortiz"],
  ])("refuses %s in a name, a company, an e-mail and a phone", (_label, value) => {
    for (const field of ["fullName", "businessName", "email", "mobilePhone"] as const) {
      expect(messageFor(field, value), field).toBe("Please remove hidden or control characters.");
    }
  });
});
