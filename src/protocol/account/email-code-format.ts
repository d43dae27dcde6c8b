// The e-mail one-time code's form (email-code.ts): six digits, checked by the code modal before it
// is sent (a malformed code is not counted as a wrong try by the exchange, it never reaches it).
export const EMAIL_CODE_RE = /^\d{6}$/;
