// Sign-up, login (password, second factor, local single sign-on), e-mail confirmation, the
// local captcha, keep-alive, logout and feedback (account-side §7).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Accounts } from '../../accounts/index';
import { refuse } from '../../accounts/errors';
import { LOCAL_CAPTCHA_PROVIDER } from '../../accounts/captcha';
import type { LoginOutcome, SessionStarted } from '../../accounts/login';
import { normalizeEmail, type UserRecord } from '../../accounts/users';
import { parseWith } from './protocol-reply';
import { keyPassed } from './security-key-routes';
import { ACCOUNT_CALLS as C } from '../../../src/protocol/calls/account';
import * as B from '../../../src/protocol/calls/account-bodies';
import {
  asksForSessionCookie,
  clearSessionCookie,
  crossOriginPost,
  sessionCookieOf,
  setSessionCookie,
  ssoBrowserSecretOf,
} from './session-cookie';

export const CAPTCHA_CHALLENGE_PATH = C.captchaChallenge.path;

function client(req: FastifyRequest) {
  const ua = req.headers['user-agent'];
  return { ip: req.ip, userAgent: typeof ua === 'string' ? ua : '' };
}

/** `["auth", TOKEN, TIMESTAMP, USER_ID, SUBACCOUNT_ID, EXPIRES_AT]` and the session cookie. */
function sessionReply(req: FastifyRequest, reply: FastifyReply, s: SessionStarted): unknown[] {
  setSessionCookie(req, reply, { token: s.token, timestamp: s.timestamp, subaccountId: s.subaccountId });
  return ['auth', s.token, s.timestamp, s.userId, s.subaccountId, s.expiresAt];
}

/** A session, or `["2fa", CHALLENGE, METHODS, EXPIRES_AT]` when a second factor is due. */
function outcomeReply(req: FastifyRequest, reply: FastifyReply, o: LoginOutcome): unknown[] {
  return o.kind === 'session' ? sessionReply(req, reply, o) : ['2fa', o.challenge, o.methods, o.expiresAt];
}

/** `[0, EMAIL, EMAIL_VERIFIED]`: the same answer whether the address was new or already had an
 *  account (no enumeration); the account's id is not told before the address is confirmed. */
const signedUp = (u: UserRecord) => [0, u.email, u.emailVerified ? 1 : 0];

/** The captcha answer a body carries (login, sign-up, single sign-on). */
const captchaOf = (b: { captchaToken?: string; captchaProvider?: string }) => ({
  captchaToken: b.captchaToken,
  captchaProvider: b.captchaProvider,
});
/** Where a new user says they are: language, time zone, country. */
const whereFrom = (b: { locale?: string; timezone?: string; country?: string }) => ({
  locale: b.locale,
  timezone: b.timezone,
  country: b.country,
});

export function registerSessionRoutes(scope: FastifyInstance, accounts: Accounts): void {
  const { login, signup, captcha, guard } = accounts;

  /** Signing in, answering the second factor and signing up only from this site's own pages (or
   *  from clients that are no browser): another site's page cannot sign the visitor in. */
  function assertOwnPage(req: FastifyRequest): void {
    if (crossOriginPost(req)) throw refuse.auth('origin: a sign-in sent by another site is refused');
  }

  /** A valid sign-on code redeems only in the browser it was issued to (invalid ones fail on their own). */
  function assertIssuedHere(req: FastifyRequest, code: string): void {
    let valid = true;
    try {
      accounts.sso.inspect(code);
    } catch {
      valid = false;
    }
    if (valid && !accounts.sso.boundTo(code, ssoBrowserSecretOf(req))) throw refuse.auth('sso: code not issued to this browser');
  }

  scope.post(C.login.path, async (req, reply) => {
    assertOwnPage(req);
    const b = parseWith(B.LoginBody, req.body);
    return outcomeReply(
      req,
      reply,
      await login.login({
        ...client(req),
        login: b.login,
        password: b.password,
        ...captchaOf(b),
      }),
    );
  });

  scope.post(C.loginVerify.path, async (req, reply) => {
    assertOwnPage(req);
    const b = parseWith(B.LoginVerifyBody, req.body);
    const challenge = b.challenge ?? b.token ?? '';
    if (b.u2f) {
      const passed = await keyPassed(accounts, req, challenge, b.u2f);
      return sessionReply(req, reply, login.verifyWithKey({ ...client(req), challenge }, passed));
    }
    return sessionReply(req, reply, login.verify({ ...client(req), challenge, code: b.code ?? b.otp ?? '' }));
  });

  scope.post(C.ssoLogin.path, async (req, reply) => {
    assertOwnPage(req);
    const b = parseWith(B.SsoLoginBody, req.body);
    assertIssuedHere(req, b.code);
    return outcomeReply(req, reply, login.ssoLogin({ ...client(req), code: b.code, ...captchaOf(b) }));
  });

  scope.post(C.signup.path, async (req) => {
    assertOwnPage(req);
    const b = parseWith(B.SignupBody, req.body);
    return signedUp(
      await signup.signup({
        email: b.email,
        password: b.password,
        username: b.username,
        ...(b.refCode ? { refCode: b.refCode } : {}),
        ...(b.cpf !== undefined ? { cpf: b.cpf } : {}),
        ...(b.phone !== undefined ? { phone: b.phone } : {}),
        ...(b.fullName !== undefined ? { fullName: b.fullName } : {}),
        ...whereFrom(b),
        ...captchaOf(b),
      }),
    );
  });

  scope.post(C.ssoSignup.path, async (req) => {
    const b = parseWith(B.SsoSignupBody, req.body);
    assertIssuedHere(req, b.code);
    return signedUp(
      await signup.ssoSignup({
        code: b.code,
        ...whereFrom(b),
        ...captchaOf(b),
      }),
    );
  });

  scope.post(C.confirmResend.path, async (req) => {
    signup.resendConfirmation(parseWith(B.EmailBody, req.body).email);
    return [1];
  });

  scope.post(C.loginConfirm.path, async (req) => {
    return [login.confirmAddress(parseWith(B.ConfirmBody, req.body).token).ip];
  });

  scope.post(C.confirm.path, async (req) => {
    const user = signup.confirmEmail(parseWith(B.ConfirmBody, req.body).token);
    if (!user) throw refuse.params('token: invalid or expired');
    return [user.id, user.email];
  });

  // The link in the confirmation mail: confirm, then show the client's confirm-signup page.
  scope.get(C.confirmLink.path, async (req, reply) => {
    const token = (req.query as Record<string, unknown>).token;
    const user = typeof token === 'string' && token.length <= 128 ? signup.confirmEmail(token) : undefined;
    return reply.redirect(`/confirm-signup?status=${user ? 'ok' : 'invalid'}`, 303);
  });

  scope.post(C.captchaProviders.path, async () => [[LOCAL_CAPTCHA_PROVIDER, CAPTCHA_CHALLENGE_PATH]]);

  scope.post(C.captchaRequired.path, async (req) => {
    const b = parseWith(B.CaptchaRequiredBody, req.body);
    if (b.method === 'signup' || b.method === 'sso_signup') return [signup.captchaRequired() ? 1 : 0];
    const who = b.login ?? b.email;
    const user = who ? accounts.users.byLogin(who) : undefined;
    const emailNorm = user ? normalizeEmail(user.email) : who ? normalizeEmail(who) : undefined;
    return [guard.captchaNeeded(b.method === 'login' ? emailNorm : undefined, req.ip) ? 1 : 0];
  });

  /** `[ID, QUESTION, EXPIRES_AT]`; answer with captchaToken "<ID>:<answer>", captchaProvider "local". */
  scope.post(CAPTCHA_CHALLENGE_PATH, async () => {
    const c = captcha.issue();
    return [c.id, c.question, c.expiresAt];
  });

  scope.get(C.keepAlive.path, async (req) => {
    const cookie = sessionCookieOf(req);
    if (!cookie || !login.keepAlive(cookie.token)) throw refuse.auth('token: invalid');
    return [1];
  });

  scope.post(C.logout.path, async (req, reply) => {
    const header = req.headers['bfx-token'];
    const token = typeof header === 'string' ? header : sessionCookieOf(req)?.token;
    if (token) login.logout(token);
    clearSessionCookie(req, reply);
    return [1];
  });

  scope.post(C.feedback.path, async (req) => {
    const b = parseWith(B.FeedbackBody, req.body);
    // The browser client has no token to send: its page's session cookie tells who wrote.
    const token = b.token ?? (asksForSessionCookie(req) ? sessionCookieOf(req)?.token : undefined);
    const userId = token ? (accounts.tokens.live(token)?.userId ?? null) : null;
    accounts.feedback({ userId, rating: b.rating, description: b.description, source: b.source });
    return [1];
  });
}
