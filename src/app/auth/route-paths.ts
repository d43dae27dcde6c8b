// The paths of the sign-in pages (account-side §2 names: login, sign-up, confirm-signup, logout,
// logged-out). `/sign-up` is kept as an alias of `/signup`.
export const LOGIN_ROUTE = '/login';
export const SIGNUP_ROUTE = '/signup';
export const SIGNUP_ALIAS_ROUTE = '/sign-up';
export const CONFIRM_SIGNUP_ROUTE = '/confirm-signup';
export const LOGOUT_ROUTE = '/logout';
export const LOGGED_OUT_ROUTE = '/logged-out';
