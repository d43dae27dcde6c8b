// The account calls (account-side §7, PROTOCOL §5.3): around a session (login, its second step,
// sign-on, sign-up, captcha, keep-alive, logout, feedback) and, signed, the account's own data
// (user info, settings, tokens, second factor, API keys). Replies are read by the client's own
// readers (account-calls.ts), so they are kept as they come here. The schemas of their bodies are
// in account-shapes.ts.
import type { z } from 'zod';
import { defineCall, rawReply, takes, type Takes } from './define';
import type * as B from './account-bodies';

const open = <P extends string, I extends z.ZodType = z.ZodType>(path: P, input?: Takes<I>) =>
  defineCall<P, I, unknown>({ method: 'POST', path, auth: 'account', input, reply: rawReply });
const signed = <P extends string, I extends z.ZodType = z.ZodType>(path: P, scope: string, write: boolean, input?: Takes<I>) =>
  defineCall<P, I, unknown>({ method: 'POST', path, auth: 'signed', cap: { scope, write }, input, reply: rawReply });
/** Signed calls that also take the session cookie alone (the page's token refreshes, switching). */
const viaCookie = <P extends string, I extends z.ZodType = z.ZodType>(path: P, input?: Takes<I>) =>
  defineCall<P, I, unknown>({ method: 'POST', path, auth: 'cookie', cap: { scope: 'account', write: false }, input, reply: rawReply });

export const ACCOUNT_CALLS = {
  login: open('/v2/login', takes<typeof B.LoginBody>()),
  loginVerify: open('/v2/login/verify', takes<typeof B.LoginVerifyBody>()),
  /** The link of a login refused from a new address (lock_on_new_ip): `[IP]`, the address now
   *  allowed to log in. */
  loginConfirm: open('/v2/login/confirm', takes<typeof B.ConfirmBody>()),
  ssoLogin: open('/v2/sso/login', takes<typeof B.SsoLoginBody>()),
  signup: open('/v2/signup', takes<typeof B.SignupBody>()),
  ssoSignup: open('/v2/sso/signup', takes<typeof B.SsoSignupBody>()),
  confirmResend: open('/v2/int/user/email/confirm/resend', takes<typeof B.EmailBody>()),
  confirm: open('/v2/int/user/email/confirm', takes<typeof B.ConfirmBody>()),
  /** The link of the confirmation mail (a page: it redirects to the client). */
  confirmLink: defineCall({ method: 'GET', path: '/api/email/confirm', auth: 'account', reply: rawReply }),
  captchaProviders: open('/v2/int/captcha/providers'),
  captchaRequired: open('/v2/int/captcha/required', takes<typeof B.CaptchaRequiredBody>()),
  captchaChallenge: open('/v2/int/captcha/challenge'),
  keepAlive: defineCall({ method: 'GET', path: '/api/session/keep-alive', auth: 'account', reply: rawReply }),
  logout: open('/api/session/logout'),
  feedback: open('/v2/int/contact/feedback', takes<typeof B.FeedbackBody>()),
  /** The local sign-on provider's page (GET shows it, POST is its own form). */
  ssoAuthorize: defineCall({ method: 'GET', path: '/api/sso/local/authorize', auth: 'account', reply: rawReply }),
  /** The local outbox of the embedded exchange, for this machine only: JSON, and as a page. */
  outbox: defineCall({ method: 'GET', path: '/api/dev/outbox', auth: 'account', reply: rawReply }),
  outboxPage: defineCall({ method: 'GET', path: '/api/dev/outbox/page', auth: 'account', reply: rawReply }),

  /** Signed with an API key: opens a web session with the key's permissions (the read-only
   *  context): `["auth", TOKEN, TIMESTAMP, USER_ID, SUBACCOUNT_ID, EXPIRES_AT]` and the cookie. */
  keySession: signed('/v2/auth/w/int/session/key', 'account', false),
  userInfo: signed('/v2/auth/r/info/user', 'account', false),
  summary: signed('/v2/auth/r/int/summary', 'account', false),
  permissions: signed('/v2/auth/r/permissions', 'account', false),
  loginsHist: signed('/v2/auth/r/logins/hist', 'history', false, takes<typeof B.LimitBody>()),
  settings: signed('/v2/auth/r/settings', 'settings', false, takes<typeof B.SettingsKeysBody>()),
  coreSettings: signed('/v2/auth/r/settings/core', 'settings', false, takes<typeof B.SettingsKeysBody>()),
  settingsSet: signed('/v2/auth/w/settings/set', 'settings', true, takes<typeof B.SettingsSetBody>()),
  settingsDel: signed('/v2/auth/w/settings/del', 'settings', true, takes<typeof B.SettingsDelBody>()),
  /** Through the session cookie it refreshes the login token (the cookie moves to the new one). */
  token: viaCookie('/v2/auth/w/token', takes<typeof B.TokenBody>()),
  tokenDel: signed('/v2/auth/w/token/del', 'account', false, takes<typeof B.TokenDelBody>()),
  tokenGenerate: viaCookie('/v2/auth/w/user/token/generate', takes<typeof B.TokenGenerateBody>()),
  otpEnable: signed('/v2/auth/w/int/2fa/otp/enable', 'account', true),
  otpConfirm: signed('/v2/auth/w/int/2fa/otp/confirm', 'account', true, takes<typeof B.CodeBody>()),
  otpDisable: signed('/v2/auth/w/int/2fa/otp/disable', 'account', true, takes<typeof B.CodeBody>()),
  /** A security key's registration options (method u2f, isRegister): WebAuthn creation options. */
  twoFaChallenge: signed('/v2/auth/r/int/2fa/challenge', 'account', false, takes<typeof B.TwoFaChallengeBody>()),
  /** The browser's attestation of a new key: `[ID, LABEL, CREATED_AT]`. */
  keyRegister: signed('/v2/auth/w/int/2fa/u2f/register', 'account', true, takes<typeof B.KeyRegisterBody>()),
  /** `[[ID, LABEL, CREATED_AT, LAST_USED_AT], …]`. */
  securityKeys: signed('/v2/auth/r/int/2fa/u2f/keys', 'account', false),
  keyRemove: signed('/v2/auth/w/int/2fa/u2f/remove', 'account', true, takes<typeof B.KeyRemoveBody>()),
  /** A pending login's security key options (WebAuthn request options). */
  loginKeyChallenge: open('/v2/login/u2f/challenge', takes<typeof B.LoginKeyChallengeBody>()),
  /** SMS codes: a code sent to the phone, then confirmed; turned off with a code sent to it. */
  smsEnable: signed('/v2/auth/w/int/2fa/sms/enable', 'account', true, takes<typeof B.SmsEnableBody>()),
  smsConfirm: signed('/v2/auth/w/int/2fa/sms/confirm', 'account', true, takes<typeof B.CodeBody>()),
  smsSend: signed('/v2/auth/w/int/2fa/sms/send', 'account', true),
  smsDisable: signed('/v2/auth/w/int/2fa/sms/disable', 'account', true, takes<typeof B.CodeBody>()),
  /** A pending login's code sent by SMS, or by e-mail when the fallback setting is on. */
  loginCodeSend: open('/v2/login/code/send', takes<typeof B.LoginCodeSendBody>()),
  apiKeys: signed('/v2/auth/r/int/api-keys', 'account', false),
  apiKeyCreate: signed('/v2/auth/w/int/api-key/create', 'account', true, takes<typeof B.ApiKeyCreateBody>()),
  apiKeyRevoke: signed('/v2/auth/w/int/api-key/revoke', 'account', true, takes<typeof B.ApiKeyRevokeBody>()),
  /** Every API key of the account revoked: `[COUNT]`. */
  apiKeyRevokeAll: signed('/v2/auth/w/int/api-key/revoke/all', 'account', true),
  /** The master's sub-accounts, group masters excluded: `[[ID, NAME, EMAIL, CREATED_AT], …]`
   *  (in a sub-account's context, with the session's master token). */
  subaccounts: signed('/v2/auth/r/subaccounts', 'account', false),
  /** `[[SUBACCOUNT_ID, WALLET, CURRENCY, BALANCE, AVAILABLE], …]`, optionally of one currency
   *  (ccy) and wallet type (type). */
  subaccountBalances: signed('/v2/auth/r/subaccounts/balances', 'wallets', false, takes<typeof B.SubaccountBalancesBody>()),
  /** A new sub-account: `[ID, NAME, EMAIL, CREATED_AT]`. */
  subaccountCreate: signed('/v2/auth/w/subaccounts/create', 'account', true, takes<typeof B.SubaccountCreateBody>()),
  /** The session cookie's sub-account id (0: the master): `[SUBACCOUNT_ID]`; the page reloads. */
  subaccountSwitch: viaCookie('/v2/auth/w/subaccounts/switch', takes<typeof B.SubaccountSwitchBody>()),
  /** Money between the master and one of its sub-accounts: the transfer's notification. */
  /** Verification: `{action: 'fetchPublicKycData'}` → `[STATUS, LEVEL_REQUESTED, ACCOUNT_TYPE,
   *  DATA, REASON, SUBMITTED_AT, DECIDED_AT, LEVEL]`; `{action: 'submitKycData', …}` the same after it. */
  compliance: signed('/v2/auth/w/int/compliance', 'account', true, takes<typeof B.ComplianceBody>()),
  /** Freezes the signed-in account: `[FROZEN_AT]`. */
  freeze: signed('/v2/auth/w/int/freeze', 'account', true),
  /** Mails a freeze link to the address's account (open: the same answer for any address). */
  freezeRequest: open('/v2/int/freeze/request', takes<typeof B.FreezeRequestBody>()),
  /** The freeze mail's link (a page: it redirects to /freeze). */
  freezeLink: defineCall({ method: 'GET', path: '/api/freeze/confirm', auth: 'account', reply: rawReply }),
  /** Lifts the freeze with the account's password: `[1]`. */
  freezeLift: signed('/v2/auth/w/int/freeze/lift', 'account', true, takes<typeof B.FreezeLiftBody>()),
  /** Security settings: `[WHITELIST, [[FLAG, VALUE], …]]`; WHITELIST is {CURRENCY: {on, addresses:
   *  [{address, error}]}}. */
  securitySettings: signed('/v2/auth/r/int/security', 'account', false),
  /** A change asked for: `[PENDING_TOKEN, EXPIRES_AT, METHOD, CHECKED_WHITELIST]` (the token null
   *  when an address is refused: its error is in the checked whitelist). METHOD is otp or email. */
  securityChange: signed('/v2/auth/w/int/security/change', 'account', true, takes<typeof B.SecurityChangeBody>()),
  /** The pending change approved with its code: the settings after it (a failure drops it). */
  securityApprove: signed('/v2/auth/w/int/security/approve', 'account', true, takes<typeof B.SecurityApproveBody>()),
  /** A PGP public key (armoured), pending: `[FINGERPRINT, STATUS, CHALLENGE, CREATED_AT]`. */
  pgpUpdate: signed('/v2/auth/w/int/pgp/update', 'account', true, takes<typeof B.PgpUpdateBody>()),
  /** The pending key confirmed by a cleartext message of its challenge signed with it. */
  pgpConfirm: signed('/v2/auth/w/int/pgp/confirm', 'account', true, takes<typeof B.PgpConfirmBody>()),
  pgpDelete: signed('/v2/auth/w/int/pgp/delete', 'account', true),
  /** The PGP mail's link (a page: it redirects to /security). */
  pgpLink: defineCall({ method: 'GET', path: '/api/pgp/confirm', auth: 'account', reply: rawReply }),
  /** The signed-in user's subscription to a newsletter campaign: `[1]` (a confirmation mail). */
  newsletterSubscribe: signed('/v2/auth/w/email/newsletters/subscribe', 'account', true, takes<typeof B.NewsletterBody>()),
  /** A guest's subscription, by e-mail: `[1]` (a confirmation mail). */
  newsletterSubscribeGuest: open('/v2/int/email/newsletters/subscribe', takes<typeof B.GuestNewsletterBody>()),
  subaccountTransfer: signed('/v2/auth/w/subaccounts/transfer', 'wallets', true, takes<typeof B.SubaccountTransferBody>()),
} as const;
