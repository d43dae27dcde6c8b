// The one pattern of a decimal number written as text, for every side that reads one: the
// exchange's parameters and bodies, its trading arithmetic, the protocol's input readers and
// wire values, and the client's forms. An optional sign, digits with an optional point (or a
// point and digits), an optional exponent of at most three digits; no hex, blanks or Infinity.
export const DECIMAL_PATTERN = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d{1,3})?$/;

/** Longer texts are refused before they are read (no number the exchange handles needs more). */
export const MAX_DECIMAL_CHARS = 40;

export function isDecimalText(text: string): boolean {
  return text.length <= MAX_DECIMAL_CHARS && DECIMAL_PATTERN.test(text);
}

/** A decimal text without a minus sign (form fields of amounts, prices, rates). */
export function isUnsignedDecimalText(text: string): boolean {
  return !text.startsWith('-') && isDecimalText(text);
}
