import { describe, expect, it } from "vitest";
import { genericBusiness, industries } from "./industries";
import { formatPhoneInput, phone } from "./phone";
import { site } from "./site";

describe("phone numbers", () => {
  it("links in E.164 with no dashes", () => {
    expect(phone("888-555-0142")).toEqual({
      display: "888-555-0142",
      e164: "+18885550142",
      href: "tel:+18885550142",
    });
  });

  it("refuses numbers not written ddd-ddd-dddd", () => {
    expect(() => phone("8885550142")).toThrow();
    expect(() => phone("888-555-014")).toThrow();
  });

  it("gives every industry its own demo line, distinct from sales and the generic one", () => {
    const numbers = [site.phones.sales, genericBusiness.demoPhone, ...industries.map((i) => i.demoPhone)].map(
      (p) => p.e164,
    );
    expect(new Set(numbers).size).toBe(8);
  });

  it("formats typed digits as ddd-ddd-dddd", () => {
    expect(formatPhoneInput("")).toBe("");
    expect(formatPhoneInput("555")).toBe("555");
    expect(formatPhoneInput("5551")).toBe("555-1");
    expect(formatPhoneInput("(555) 123-4567")).toBe("555-123-4567");
    expect(formatPhoneInput("55512345678")).toBe("555-123-45678");
  });
});
