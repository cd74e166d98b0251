/**
 * Characters a name, an e-mail address or a phone number never holds: control characters
 * (CR and LF included), bidirectional overrides and isolates, zero-width characters and the
 * byte-order mark, and broken Unicode (a lone surrogate). They can hide or reorder what a person
 * reads in a CRM or an e-mail, so the forms and the API refuse them with the same message.
 */
export const invisibleCharacterMessage = "Please remove hidden or control characters.";

const hidden =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text holds none of those characters. */
export function isPlainLine(value: string): boolean {
  return !hidden.test(value);
}

/** Prose (a topic, a message) may hold tabs and line breaks, but not the rest. */
export function isPlainProse(value: string): boolean {
  return !hidden.test(value.replace(/[\t\r\n]/g, " "));
}
