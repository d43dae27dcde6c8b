// A message with no ICU syntax at all (no argument, no quoting, no tag): shown as it is written,
// and shipped as a plain string rather than a parsed message (scripts/precompile-messages.ts).
export const LITERAL_MESSAGE = /^[^{}'<]*$/;
