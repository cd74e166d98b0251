/** A North American phone number, shown as 888-555-0142 and dialled as tel:+18885550142. */
export interface PhoneNumber {
  /** Human form: ddd-ddd-dddd. */
  display: string;
  /** E.164 form: +1 followed by ten digits. */
  e164: string;
  /** The tel: link (digits only, no dashes). */
  href: string;
}

/** Builds a phone number from its ddd-ddd-dddd display form. Throws on anything else. */
export function phone(display: string): PhoneNumber {
  const digits = display.replace(/\D/g, "");
  if (!/^\d{3}-\d{3}-\d{4}$/.test(display) || digits.length !== 10) {
    throw new Error(`Phone numbers are written ddd-ddd-dddd, got "${display}"`);
  }
  const e164 = `+1${digits}`;
  return { display, e164, href: `tel:${e164}` };
}

/** Keeps only the digits a visitor typed and formats up to ten of them as ddd-ddd-dddd. */
export function formatPhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
