// Sign-up (password or local single sign-on) and e-mail confirmation.
import { ACCOUNT_CALLS } from '../../src/protocol/calls/account';
import type { Captcha } from './captcha';
import { isCountry } from './countries';
import { cpfDigits, cpfValid } from '../../src/protocol/account/cpf';
import type { AccountsContext } from './context';
import { refuse } from './errors';
import type { Outbox } from './outbox';
import { passwordProblem } from './passwords';
import type { Sso } from './sso';
import { EMAIL_PATTERN, type UserRecord, type Users } from './users';

export const CONFIRM_PATH = ACCOUNT_CALLS.confirmLink.path;
/** A confirmation mail is re-sent at most once a minute per account. */
export const RESEND_INTERVAL_MS = 60_000;

export interface SignupInput {
  email: string;
  password: string;
  username?: string;
  locale?: string;
  timezone?: string;
  /** The country the user lives in (ISO 3166-1 alpha-2, one of `/v2/int/countries`): required. */
  country?: string;
  captchaToken?: string;
  captchaProvider?: string;
  /** The referral code the sign-up came with (the affiliate programme's). */
  refCode?: string;
  /** The Brazilian site's sign-up: the CPF (check digits verified by the call's shape; only with
   *  the country BR) and a phone to reach the user. */
  cpf?: string;
  phone?: string;
  fullName?: string;
}

/** What a sign-up stored beside the account (the Brazilian site's: name, CPF digits, phone). */
export interface SignupDetails {
  fullName: string | null;
  cpf: string | null;
  phone: string | null;
}

export interface SsoSignupInput {
  code: string;
  locale?: string;
  timezone?: string;
  /** As SignupInput's: required, asked before the account is made. */
  country?: string;
  captchaToken?: string;
  captchaProvider?: string;
}

export interface SignupDeps {
  users: Users;
  captcha: Captcha;
  outbox: Outbox;
  sso: Sso;
  captchaOnSignup: boolean;
  userCreated(user: UserRecord): void;
  /** Records the user's acceptance of the current default terms. */
  acceptTerms?(userId: number): void;
  /** Records who referred a new account (an unknown code records nothing). */
  referred?(userId: number, refCode: string | undefined): void;
}

/** The sign-up country, checked before anything else is done: the country rules read it. */
function requireCountry(country: string | undefined): string {
  if (country === undefined || country === '') throw refuse.params('country: required (choose the country you live in)');
  if (!isCountry(country)) throw refuse.params('country: invalid (choose one of the exchange’s countries)');
  return country;
}

export function createSignup(ctx: AccountsContext, deps: SignupDeps) {
  const { users, captcha, outbox, sso } = deps;
  const saveDetails = ctx.db.prepare('INSERT OR REPLACE INTO acct_signup_details (user_id, full_name, cpf, phone) VALUES (?, ?, ?, ?)');
  const detailsOf = ctx.db.prepare<[number], SignupDetails>(
    'SELECT full_name AS fullName, cpf, phone FROM acct_signup_details WHERE user_id = ?',
  );

  function requireCaptcha(provider: string | undefined, token: string | undefined): void {
    if (!deps.captchaOnSignup) return;
    if (!token) throw refuse.params('captcha: required');
    if (!captcha.check(provider, token)) throw refuse.params('captcha: invalid');
  }

  function sendConfirmation(user: UserRecord): void {
    const token = users.issueEmailConfirmation(user.id);
    const link = `${CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
    outbox.send({
      userId: user.id,
      to: user.email,
      kind: 'confirm-email',
      subject: 'Confirm your e-mail address for Tradedesk',
      body: `Welcome to Tradedesk, ${user.username}.\n\nOpen this link within 24 hours to confirm your address:\n${link}\n\nIf you did not sign up, ignore this message.`,
      link,
    });
  }

  /** Someone tried to sign up with an address that has an account: its owner hears of it. */
  function noticeExisting(user: UserRecord): void {
    outbox.send({
      userId: user.id,
      to: user.email,
      kind: 'signup-existing',
      subject: 'Someone tried to sign up with your address',
      body: `A sign-up to Tradedesk was attempted with ${user.email}, which already has an account.\n\nIf it was you, log in instead (or reset your password). If not, you can ignore this message.`,
      link: null,
    });
  }

  function created(user: UserRecord, refCode?: string): UserRecord {
    // The sign-up form's terms box: the current default terms are accepted.
    deps.acceptTerms?.(user.id);
    if (refCode) deps.referred?.(user.id, refCode);
    sendConfirmation(user);
    deps.userCreated(user);
    return user;
  }

  return {
    captchaRequired: (): boolean => deps.captchaOnSignup,

    /** What the Brazilian site's sign-up stored beside the account (none for other sign-ups). */
    details: (userId: number): SignupDetails | undefined => detailsOf.get(userId),

    async signup(input: SignupInput): Promise<UserRecord> {
      if (!EMAIL_PATTERN.test(input.email.trim())) throw refuse.params('email: invalid');
      const country = requireCountry(input.country);
      const cpf = input.cpf === undefined ? undefined : cpfDigits(input.cpf);
      if (input.cpf !== undefined && (!cpf || !cpfValid(cpf))) throw refuse.params('cpf: invalid (check digits do not match)');
      if (cpf && country !== 'BR') throw refuse.params('cpf: only for residents of Brazil (country BR)');
      const problem = passwordProblem(input.password, emailWords(input.email));
      if (problem) throw refuse.params(problem);
      requireCaptcha(input.captchaProvider, input.captchaToken);
      const passwordHash = await ctx.passwords.hash(input.password);
      const existing = users.byEmail(input.email);
      if (existing) {
        // No account enumeration: the same answer (and the same work) as a new sign-up; the
        // owner is told by mail instead.
        noticeExisting(existing);
        return { ...existing, id: 0, emailVerified: false };
      }
      const user = users.create({
        email: input.email,
        passwordHash,
        username: input.username,
        locale: input.locale,
        timezone: input.timezone,
        signupCountry: country,
      });
      if (cpf || input.phone || input.fullName)
        saveDetails.run(user.id, input.fullName?.trim() ?? null, cpf ?? null, input.phone?.trim() ?? null);
      return created(user, input.refCode);
    },

    async ssoSignup(input: SsoSignupInput): Promise<UserRecord> {
      const country = requireCountry(input.country);
      requireCaptcha(input.captchaProvider, input.captchaToken);
      const identity = sso.redeem(input.code);
      if (users.bySsoSubject(identity.subject)) throw refuse.params('sso: already signed up, log in instead');
      // The local provider does not prove the address, so an existing account is never linked.
      if (users.byEmail(identity.email)) throw refuse.params('email: already registered (log in with your password)');
      return created(
        users.create({
          email: identity.email,
          passwordHash: null,
          ssoSubject: identity.subject,
          locale: input.locale,
          timezone: input.timezone,
          signupCountry: country,
        }),
      );
    },

    /** Sends a new link when the account exists and is unconfirmed; says nothing either way. */
    resendConfirmation(email: string): void {
      const user = users.byEmail(email);
      if (!user || user.emailVerified) return;
      const last = users.lastEmailConfirmationAt(user.id);
      if (last !== undefined && ctx.now() - last < RESEND_INTERVAL_MS) return;
      sendConfirmation(user);
    },

    confirmEmail(token: string): UserRecord | undefined {
      return users.confirmEmail(token);
    },
  };
}

export type Signup = ReturnType<typeof createSignup>;

/** The parts of an e-mail address, which a password must not lean on. */
function emailWords(email: string): string[] {
  return email
    .toLowerCase()
    .split(/[@._+-]+/)
    .filter((w) => w.length >= 3);
}
