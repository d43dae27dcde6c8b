// An API key of a login with no other second factor is confirmed by the e-mail one-time code
// (email-code.ts, action 'api-key'): the exchange's refusal of a key asked without one, which the
// API keys page answers by asking for the code. The exchange decides who needs it (in a
// sub-account's context, the master's login), so the page goes by its refusal.
export const API_KEY_CODE_NEEDED = 'apikey: confirm with the code e-mailed to you (ask for one first)';
