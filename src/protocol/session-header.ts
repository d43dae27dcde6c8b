// The web client's request header for its login session (account-side §4): the session's token
// lives only in the exchange's HttpOnly cookie, which page scripts cannot read, and an
// authenticated call says "use my session cookie" with this header instead of a token header.
// A page of another origin cannot send it: it is no CORS-safelisted header and the exchange's
// preflight never allows it, so the cookie alone is never enough.
export const SESSION_HEADER = 'tradedesk-session';
export const SESSION_HEADER_VALUE = 'cookie';
