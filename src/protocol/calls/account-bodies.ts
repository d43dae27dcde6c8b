// Bodies of the account calls (account-side §7), checked before anything else happens.
// Shared by the exchange (which parses them) and the client (whose calls they type).
import { z } from 'zod';
import { decimal } from './trading-bodies';
import { NEWSLETTER_CAMPAIGNS } from '../marketing/pages';
import { cpfValid } from '../account/cpf';

export const text = (max: number) => z.string().max(max);
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => v === true || v === 1 || v === '1');
export const intText = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);
const letterList = z.union([
  z.array(text(4)).max(16),
  z
    .string()
    .max(64)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
]);
const captcha = { captchaToken: text(200).optional(), captchaProvider: text(32).optional() };
const appid = z.union([text(64), z.number()]).optional();

export const LoginBody = z.object({ login: text(254).min(1), password: text(256).min(1), ...captcha, appid });
/** A WebAuthn credential's answer as the browser library serialises it (checked in depth by
 *  @simplewebauthn/server). */
export const WebAuthnResponse = z
  .object({
    id: text(1400).min(1),
    rawId: text(1400).min(1),
    type: z.literal('public-key'),
    response: z.object({}).passthrough(),
    clientExtensionResults: z.object({}).passthrough().default({}),
    authenticatorAttachment: text(32).optional(),
  })
  .passthrough();
export const LoginVerifyBody = z
  .object({
    challenge: text(128).optional(),
    token: text(128).optional(),
    code: text(16).optional(),
    otp: text(16).optional(),
    /** A security key's assertion instead of a code. */
    u2f: WebAuthnResponse.optional(),
    deviceId: text(128).optional(),
  })
  .refine((b) => (b.challenge ?? b.token) && (b.code ?? b.otp ?? b.u2f), { message: 'challenge and code required' });
export const LoginKeyChallengeBody = z.object({ challenge: text(128).min(1) });
export const TwoFaChallengeBody = z.object({ method: z.literal('u2f'), isRegister: z.boolean().optional(), appid: text(64).optional() });
export const KeyRegisterBody = z.object({ response: WebAuthnResponse, label: text(64).default('Security key') });
export const KeyRemoveBody = z.object({ id: text(1400).min(1) });

const profile = {
  locale: text(16).optional(),
  timezone: text(64).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
};
/** A phone number as people type it: an optional +, digits, spaces, dashes and brackets. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{6,22}[0-9]$/;
export const SignupBody = z.object({
  email: text(254).min(3),
  password: text(256),
  username: text(32).optional(),
  refCode: text(64).optional(),
  /** The Brazilian site's sign-up: the full name, the taxpayer number (check digits verified) and
   *  a phone. */
  fullName: text(120).min(2).optional(),
  cpf: text(14).refine(cpfValid, 'check digits do not match').optional(),
  phone: text(24).regex(PHONE_PATTERN).optional(),
  ...profile,
  ...captcha,
  appid,
});
export const SsoLoginBody = z.object({ code: text(4096).min(1), ...captcha, appid });
export const SsoSignupBody = z.object({ code: text(4096).min(1), ...profile, ...captcha, appid });
export const EmailBody = z.object({ email: text(254).min(3) });
export const ConfirmBody = z.object({ token: text(128).min(1) });
export const CaptchaRequiredBody = z.object({
  method: z.enum(['login', 'signup', 'sso_login', 'sso_signup']).default('login'),
  login: text(254).optional(),
  email: text(254).optional(),
});
export const FeedbackBody = z.object({
  token: text(512).optional(),
  rating: intText.pipe(z.number().int().min(1).max(5)),
  description: text(2000).default(''),
  source: text(64).default('web logout feedback'),
});

export const SettingsKeysBody = z.object({ keys: z.array(text(200)).max(2000).default([]) });
export const SettingsSetBody = z.object({ settings: z.record(text(200), z.unknown()) });
export const SettingsDelBody = z
  .object({
    keys: z.array(text(200)).max(100).optional(),
    settings: z.record(text(200), z.unknown()).optional(),
  })
  .refine((b) => b.keys !== undefined || b.settings !== undefined, { message: 'keys required' });

export const TokenBody = z.object({
  scope: text(16).optional(),
  ttl: intText.optional(),
  caps: letterList.optional(),
  capsRW: letterList.optional(),
  writePermission: flag.optional(),
  allow_write: flag.optional(),
  _cust_ip: text(64).optional(),
});
export const TokenDelBody = z.object({ token: text(512).min(1) });
export const TokenGenerateBody = z.object({ scope: text(16).default('api') });
export const CodeBody = z.object({ code: text(16).min(1) });
export const LimitBody = z.object({ limit: intText.pipe(z.number().int().min(1).max(250)).optional() });

const permission = z.object({ read: flag.optional(), write: flag.optional() });
export const ApiKeyCreateBody = z.object({
  label: text(64).default('API key'),
  caps: z.record(text(32), permission),
  /** The mailed code (account-side §2 modals), for an account with no other second factor. */
  email_code: text(16).optional(),
});
export const ApiKeyRevokeBody = z.object({ key: text(128).min(1) });

// Sub-accounts: made with a name; the session's context switched to one (0: back to the master);
// money moved between a master and its sub-account (account ids, wallets as in a transfer).
export const SubaccountCreateBody = z.object({ name: text(24).min(1) });
export const SubaccountSwitchBody = z.object({ subaccountId: intText });
/** The group's context-switch flags (groups.ts): at least one of them. */
export const ContextSwitchBody = z
  .object({ allow_disable: flag.optional(), disable: flag.optional() })
  .strict()
  .refine((b) => b.allow_disable !== undefined || b.disable !== undefined, 'allow_disable or disable');
export const SubaccountBalancesBody = z.object({ ccy: text(20).optional(), type: text(16).optional() });
export const SubaccountTransferBody = z.object({
  user_id_src: intText,
  user_id_dst: intText,
  from: text(16),
  to: text(16),
  currency: text(20),
  amount: decimal,
});

// Verification (account-side §3 KYC info): the data of a submission, by level. BASIC_PLUS needs a
// name (or a corporate name) and the country of residence; INTERMEDIATE the address as well; FULL
// an identity document too. The prohibited-person answer is required.
const part = (max: number) => text(max).trim().optional();
export const KycData = z.object({
  first_name: part(64),
  last_name: part(64),
  full_corporate_name: part(128),
  high_net_worth: flag.optional(),
  date_of_birth: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  apartment: part(32),
  floor: part(16),
  building: part(64),
  street: part(128),
  district: part(64),
  city: part(64),
  state: part(64),
  country: text(3)
    .regex(/^[A-Za-z]{2,3}$/)
    .transform((c) => c.toUpperCase()),
  zipcode: part(16),
  id_document_type: z.enum(['passport', 'id_card', 'driving_licence']).optional(),
  id_document_number: part(32),
});
/** The US-resident declaration: us_resident declares (true: resides in the US); absent, it is read. */
export const UsResidentBody = z.object({ us_resident: flag.optional() });
export const ComplianceBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('fetchPublicKycData') }),
  z.object({
    action: z.literal('submitKycData'),
    account_type: z.enum(['individual', 'corporate']),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    prohibited_person: z.boolean(),
    data: KycData,
  }),
]);
export const FreezeRequestBody = z.object({ email: text(254).min(3) });
export const FreezeLiftBody = z.object({ password: text(256).min(1) });

// Security settings: a change asked for (the whitelist's lists by currency, the session flags),
// then approved with its pending token and a code.
export const SecurityChangeBody = z
  .object({
    whitelisted_addresses: z.record(text(12).regex(/^[A-Z0-9]{2,12}$/), z.array(text(128)).max(50)).optional(),
    settings: z.record(text(40), z.enum(['0', '1'])).optional(),
  })
  .refine((b) => b.whitelisted_addresses !== undefined || b.settings !== undefined, { message: 'nothing to change' });
export const SecurityApproveBody = z.object({ token: text(128).min(1), code: text(16).min(1) });

// The account's PGP public key: submitted armoured, confirmed by a signed challenge.
export const PgpUpdateBody = z.object({ key: text(64_000).min(1) });
export const PgpConfirmBody = z.object({ signature: text(64_000).min(1) });

// SMS codes: a phone confirmed with the code sent to it; a pending login's code sent by SMS or
// (the fallback) by e-mail.
export const SmsEnableBody = z.object({ phone: text(32).min(6) });
export const LoginCodeSendBody = z.object({ challenge: text(128).min(1), method: z.enum(['sms', 'email']) });

/** A newsletter campaign (account-side §7: a campaignId; a guest also gives an e-mail). */
export const NewsletterBody = z.object({ campaignId: z.enum(NEWSLETTER_CAMPAIGNS) });
export const GuestNewsletterBody = z.object({
  campaignId: z.enum(NEWSLETTER_CAMPAIGNS),
  email: text(254).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
});
