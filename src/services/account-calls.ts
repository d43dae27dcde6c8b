// The account calls of account-side §7 (login, second step, sign-on, sign-up, captcha, tokens,
// user info, core settings) on the private host, with their replies read into records.
import { ErrorCode } from '../protocol/errors';
import { ExchangeError } from './rest';
import { ACCOUNT_CALLS as C } from '../protocol/calls/account';
import { callPath } from '../protocol/calls/define';
import type { CallInput } from '../protocol/calls';
import { SESSION_HEADER, SESSION_HEADER_VALUE } from '../protocol/session-header';
import type { PrivateRest } from './private-rest';

/** `["auth", TOKEN, TIMESTAMP, USER_ID, SUBACCOUNT_ID, EXPIRES_AT]`. */
export interface SessionStart {
  token: string;
  timestamp: number;
  userId: number;
  subaccountId: number;
  expiresAt: number;
}

/** `["2fa", CHALLENGE, METHODS, EXPIRES_AT]`: the second step of a login. */
export interface SecondFactorDue {
  challenge: string;
  methods: string[];
  expiresAt: number;
}

export type LoginReply = { kind: 'session'; session: SessionStart } | { kind: '2fa'; due: SecondFactorDue };

export interface CaptchaAnswer {
  captchaToken: string;
  captchaProvider: string;
}

export interface CaptchaChallenge {
  id: string;
  /** A language-neutral sum, e.g. "17 + 25". */
  question: string;
  expiresAt: number;
}

export interface SignedUp {
  userId: number;
  email: string;
  emailVerified: boolean;
}

export type CaptchaMethod = 'login' | 'signup' | 'sso_login' | 'sso_signup';

export interface Feedback {
  token?: string;
  rating: number;
  description: string;
  source: string;
}

export const FEEDBACK_SOURCE = 'web logout feedback';

function malformed(what: string): ExchangeError {
  return new ExchangeError(ErrorCode.UNKNOWN, `${what}: unexpected reply`);
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function readSessionStart(reply: unknown): SessionStart | undefined {
  if (!Array.isArray(reply) || reply[0] !== 'auth' || typeof reply[1] !== 'string' || !isNum(reply[2]) || !isNum(reply[3]))
    return undefined;
  return {
    token: reply[1],
    timestamp: reply[2],
    userId: reply[3],
    subaccountId: isNum(reply[4]) ? reply[4] : 0,
    expiresAt: isNum(reply[5]) ? reply[5] : 0,
  };
}

export function readLoginReply(reply: unknown): LoginReply {
  const session = readSessionStart(reply);
  if (session) return { kind: 'session', session };
  if (Array.isArray(reply) && reply[0] === '2fa' && typeof reply[1] === 'string') {
    const methods = Array.isArray(reply[2]) ? reply[2].filter((m): m is string => typeof m === 'string') : [];
    return { kind: '2fa', due: { challenge: reply[1], methods, expiresAt: isNum(reply[3]) ? reply[3] : 0 } };
  }
  throw malformed('login');
}

function readSignedUp(reply: unknown): SignedUp {
  if (!Array.isArray(reply) || !isNum(reply[0]) || typeof reply[1] !== 'string') throw malformed('signup');
  return { userId: reply[0], email: reply[1], emailVerified: reply[2] === 1 };
}

export function createAccountCalls(rest: PrivateRest) {
  return {
    async captchaRequired(method: CaptchaMethod, login?: string): Promise<boolean> {
      const r = await rest.call(C.captchaRequired, login ? { method, login } : { method });
      return Array.isArray(r) && r[0] === 1;
    },
    async captchaChallenge(): Promise<CaptchaChallenge> {
      const r = await rest.call(C.captchaChallenge);
      if (!Array.isArray(r) || typeof r[0] !== 'string' || typeof r[1] !== 'string') throw malformed('captcha');
      return { id: r[0], question: r[1], expiresAt: isNum(r[2]) ? r[2] : 0 };
    },
    async login(input: { login: string; password: string } & Partial<CaptchaAnswer>): Promise<LoginReply> {
      return readLoginReply(await rest.call(C.login, input));
    },
    async verify(challenge: string, code: string): Promise<SessionStart> {
      const s = readSessionStart(await rest.call(C.loginVerify, { challenge, code }));
      if (!s) throw malformed('login verify');
      return s;
    },
    /** The second step with a security key: the browser asks the key (WebAuthn, through
     *  @simplewebauthn/browser, loaded only then) to sign the login's challenge. */
    async verifyKey(challenge: string): Promise<SessionStart> {
      const options = await rest.call(C.loginKeyChallenge, { challenge });
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const u2f = await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
      const s = readSessionStart(
        await rest.call(C.loginVerify, {
          challenge,
          u2f: u2f as unknown as CallInput<typeof C.loginVerify>['u2f'],
        }),
      );
      if (!s) throw malformed('login verify');
      return s;
    },
    /** A web session with an API key's permissions (the read-only context): the call is signed
     *  with the key in the browser, so its secret never travels. */
    async keySession(apiKey: string, apiSecret: string): Promise<SessionStart> {
      const s = readSessionStart(await rest.callAs({ kind: 'key', apiKey, apiSecret }, C.keySession));
      if (!s) throw malformed('key session');
      return s;
    },
    /** A pending login's code sent by SMS, or by e-mail (the fallback). */
    async sendLoginCode(challenge: string, method: 'sms' | 'email'): Promise<void> {
      await rest.call(C.loginCodeSend, { challenge, method });
    },
    async ssoLogin(code: string, captcha?: CaptchaAnswer): Promise<LoginReply> {
      return readLoginReply(await rest.call(C.ssoLogin, { code, ...captcha }));
    },
    async signup(
      input: {
        email: string;
        password: string;
        country: string;
        locale?: string;
        timezone?: string;
        refCode?: string;
      } & Partial<CaptchaAnswer>,
    ): Promise<SignedUp> {
      return readSignedUp(await rest.call(C.signup, input));
    },
    async ssoSignup(code: string, country: string, captcha?: CaptchaAnswer & { locale?: string; timezone?: string }): Promise<SignedUp> {
      return readSignedUp(await rest.call(C.ssoSignup, { code, country, ...captcha }));
    },
    async resendConfirmation(email: string): Promise<void> {
      await rest.call(C.confirmResend, { email });
    },
    /** Without a token the exchange takes the writer from the session cookie (asked for with the session header). */
    async feedback(f: Feedback): Promise<void> {
      await rest.post(callPath(C.feedback), f, f.token ? {} : { [SESSION_HEADER]: SESSION_HEADER_VALUE });
    },
    /** Ends the login session of the session cookie on the exchange (every token of it) and drops the cookie. */
    async logout(): Promise<void> {
      await rest.post(callPath(C.logout), {});
    },
    async keepAlive(): Promise<void> {
      await rest.call(C.keepAlive);
    },
    /** A fresh session token through the session cookie, which the exchange moves to it (the page need not keep the reply). */
    async refreshToken(ttlS: number): Promise<string> {
      const r = await rest.call(C.token, { scope: 'api', ttl: ttlS, writePermission: true });
      if (!Array.isArray(r) || typeof r[0] !== 'string') throw malformed('token');
      return r[0];
    },
    /** `[TOKEN, EXPIRES_AT]`: the short token of a temporary login session. */
    async temporaryToken(): Promise<{ token: string; expiresAt: number }> {
      const r = await rest.call(C.tokenGenerate, { scope: 'api' });
      if (!Array.isArray(r) || typeof r[0] !== 'string') throw malformed('token');
      return { token: r[0], expiresAt: isNum(r[1]) ? r[1] : 0 };
    },
    /** Switches the session cookie's context to a sub-account (0: the master): the id now in use. */
    async switchSubaccount(subaccountId: number): Promise<number> {
      const r = await rest.call(C.subaccountSwitch, { subaccountId });
      if (!Array.isArray(r) || !isNum(r[0])) throw malformed('sub-account switch');
      return r[0];
    },
    async userInfo(): Promise<unknown[]> {
      const r = await rest.call(C.userInfo);
      if (!Array.isArray(r)) throw malformed('user info');
      return r;
    },
    async coreSettings(keys: string[]): Promise<Map<string, unknown>> {
      const r = await rest.call(C.coreSettings, { keys });
      return new Map(Array.isArray(r) ? r.filter((p): p is [string, unknown] => Array.isArray(p) && typeof p[0] === 'string') : []);
    },
    ssoAuthorizeUrl(returnTo: string): string {
      return `${rest.url(callPath(C.ssoAuthorize))}?return_to=${encodeURIComponent(returnTo)}`;
    },
  };
}

export type AccountCalls = ReturnType<typeof createAccountCalls>;
