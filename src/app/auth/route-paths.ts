// The paths of the sign-in pages (account-side §2 names: login, sign-up, confirm-signup, logout,
// logged-out, login-confirm, invalid-token, auth/google/callback). `/sign-up` is kept as an alias
// of `/signup`, and the sign-on provider's return (/auth/google/callback) of `/login`.
export const LOGIN_ROUTE = '/login';
export const SIGNUP_ROUTE = '/signup';
export const SIGNUP_ALIAS_ROUTE = '/sign-up';
export const CONFIRM_SIGNUP_ROUTE = '/confirm-signup';
export const LOGOUT_ROUTE = '/logout';
export const LOGGED_OUT_ROUTE = '/logged-out';
/** The link of a login refused from a new address (server/accounts/login.ts LOGIN_CONFIRM_PAGE). */
export const LOGIN_CONFIRM_ROUTE = '/login-confirm';
/** Where an e-mailed link with a bad, used or expired token ends. */
export const INVALID_TOKEN_ROUTE = '/invalid-token';
/** The sign-on provider's return with ?code=…&state=… (server/http/auth/local-pages.ts). */
export const SSO_CALLBACK_ROUTE = '/auth/google/callback';
