// The session as the pages see it (account-side §4): unknown until the stored session is read,
// then anonymous or signed in, with the user, the sub-account and why a session ended. The
// session service (timers, cookie, calls) comes in through the environment; this store mirrors
// its state and forwards the pages' actions, so pages never touch a service.
import { addDisposer, applySnapshot, cast, getEnv, types, type IAnyStateTreeNode, type Instance } from 'mobx-state-tree';
import type { AccountCalls, CaptchaAnswer, CaptchaChallenge, CaptchaMethod, SecondFactorDue, SignedUp } from '../services/account-calls';
import type { LoginResult, SessionService, SessionState, SessionStatus, SignOutReason } from '../services/session';
import { User, userFromInfoRow } from './user';

export type SessionPort = Pick<
  SessionService,
  | 'state'
  | 'onChange'
  | 'logIn'
  | 'signIn'
  | 'verifySecondFactor'
  | 'verifySecurityKey'
  | 'sendLoginCode'
  | 'ssoLogIn'
  | 'logOut'
  | 'switchSubaccount'
  | 'refreshUser'
  | 'rememberReturnTo'
  | 'takeReturnTo'
  | 'showWelcomeMessage'
  | 'setShowWelcomeMessage'
>;

export type AccountPort = Pick<
  AccountCalls,
  'captchaRequired' | 'captchaChallenge' | 'signup' | 'ssoSignup' | 'resendConfirmation' | 'ssoAuthorizeUrl' | 'keySession'
>;

/** What the session store needs from the environment (StoreEnv.auth). */
export interface AuthEnv {
  session: SessionPort;
  accounts: AccountPort;
}

/** The session services, or undefined in tests of other parts that run without them. */
function authEnv(node: IAnyStateTreeNode): AuthEnv | undefined {
  return getEnv<{ auth?: AuthEnv }>(node).auth;
}

function requireAuthEnv(node: IAnyStateTreeNode): AuthEnv {
  const env = authEnv(node);
  if (!env) throw new Error('session services missing from the store environment');
  return env;
}

/** The embedded exchange's own captcha; its answer is sent as "<challenge id>:<answer>". */
export const LOCAL_CAPTCHA_PROVIDER = 'local';

export function captchaAnswer(challengeId: string, answer: string): CaptchaAnswer {
  return { captchaToken: `${challengeId}:${answer.trim()}`, captchaProvider: LOCAL_CAPTCHA_PROVIDER };
}

export type { CaptchaAnswer, CaptchaChallenge, CaptchaMethod, SecondFactorDue, SignedUp, LoginResult, SignOutReason };

export interface SignUpInput {
  email: string;
  password: string;
  /** The country the user lives in (a code of the exchange's `/v2/int/countries`). */
  country: string;
  captcha?: CaptchaAnswer;
  /** The referral code the visitor came with (the affiliate programme's). */
  refCode?: string;
}

export const SessionStore = types
  .model('SessionStore', {
    status: types.optional(types.enumeration<SessionStatus>('SessionStatus', ['unknown', 'anonymous', 'signedIn']), 'unknown'),
    userId: types.maybeNull(types.number),
    subaccountId: 0,
    /** When the current token was stored (ms). */
    timestamp: 0,
    temporary: false,
    user: types.maybe(User),
    signedOut: types.maybeNull(types.enumeration<SignOutReason>('SignOutReason', ['logout', 'expired', 'reLogin', 'elsewhere'])),
    rateLimitText: types.maybeNull(types.string),
    rateLimitAt: 0,
    /** The missing permissions warning: what the refused call needed, the exchange's text. */
    missingPermission: types.maybeNull(types.frozen<{ reason: string; text: string; at: number }>()),
    missingPermissionAt: 0,
    showWelcomeMessage: false,
  })
  .views((self) => ({
    get signedIn(): boolean {
      return self.status === 'signedIn';
    },
    get known(): boolean {
      return self.status !== 'unknown';
    },
    ssoAuthorizeUrl(returnTo: string): string {
      return requireAuthEnv(self).accounts.ssoAuthorizeUrl(returnTo);
    },
  }))
  .actions((self) => {
    const env = () => requireAuthEnv(self);
    return {
      apply(s: SessionState) {
        self.status = s.status;
        self.userId = s.userId;
        self.subaccountId = s.subaccountId;
        self.timestamp = s.timestamp;
        self.temporary = s.temporary;
        self.signedOut = s.signedOut;
        // Each notice once: a later publish carries the same one, which may have been dismissed.
        if (s.rateLimit && s.rateLimit.at > self.rateLimitAt) {
          self.rateLimitText = s.rateLimit.text;
          self.rateLimitAt = s.rateLimit.at;
        }
        if (s.missingPermission && s.missingPermission.at > self.missingPermissionAt) {
          self.missingPermission = s.missingPermission;
          self.missingPermissionAt = s.missingPermission.at;
        }
        const user = s.userInfo ? userFromInfoRow(s.userInfo) : undefined;
        if (s.status !== 'signedIn') self.user = undefined;
        else if (user && self.user?.id === user.id) applySnapshot(self.user, user);
        else if (user) self.user = cast(user);
      },
      dismissRateLimit() {
        self.rateLimitText = null;
      },
      dismissMissingPermission() {
        self.missingPermission = null;
      },
      setWelcome(on: boolean) {
        env().session.setShowWelcomeMessage(on);
        self.showWelcomeMessage = on;
      },
    };
  })
  .actions((self) => {
    const env = () => requireAuthEnv(self);
    return {
      /** Follows the session service from now on (and stops when the store is destroyed); a
       *  store built without the session services stays 'unknown'. */
      attach() {
        const session = authEnv(self)?.session;
        if (!session) return;
        self.apply(session.state);
        self.showWelcomeMessage = session.showWelcomeMessage;
        addDisposer(
          self,
          session.onChange((s) => self.apply(s)),
        );
      },
      logIn(input: { login: string; password: string; captcha?: CaptchaAnswer }): Promise<LoginResult> {
        return env().session.logIn({ login: input.login, password: input.password, ...input.captcha });
      },
      /** Signs in with an API key and its secret: the session has the key's permissions. */
      async logInWithKey(apiKey: string, apiSecret: string): Promise<void> {
        const { session, accounts } = env();
        session.signIn(await accounts.keySession(apiKey, apiSecret));
      },
      sendLoginCode(challenge: string, method: 'sms' | 'email'): Promise<void> {
        return env().session.sendLoginCode(challenge, method);
      },
      verifySecurityKey(challenge: string): Promise<void> {
        return env().session.verifySecurityKey(challenge);
      },
      verifySecondFactor(challenge: string, code: string): Promise<void> {
        return env().session.verifySecondFactor(challenge, code);
      },
      ssoLogIn(code: string, captcha?: CaptchaAnswer): Promise<LoginResult> {
        return env().session.ssoLogIn(code, captcha);
      },
      logOut(feedback?: { rating: number; description: string; source?: string }): Promise<void> {
        return env().session.logOut(feedback);
      },
      /** Reads the user info again now. */
      refreshUser(): Promise<void> {
        return env().session.refreshUser();
      },
      switchSubaccount(subaccountId: number): Promise<void> {
        return env().session.switchSubaccount(subaccountId);
      },
      rememberReturnTo(path: string): void {
        env().session.rememberReturnTo(path);
      },
      takeReturnTo(): string {
        return env().session.takeReturnTo();
      },
      captchaRequired(method: CaptchaMethod, login?: string): Promise<boolean> {
        return env().accounts.captchaRequired(method, login);
      },
      captchaChallenge(): Promise<CaptchaChallenge> {
        return env().accounts.captchaChallenge();
      },
      signUp({ captcha, ...form }: SignUpInput): Promise<SignedUp> {
        const locale = typeof navigator !== 'undefined' ? navigator.language : undefined;
        const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
        return env().accounts.signup({ ...form, ...captcha, ...(locale ? { locale } : {}), timezone });
      },
      ssoSignUp(code: string, country: string, captcha?: CaptchaAnswer): Promise<SignedUp> {
        return env().accounts.ssoSignup(code, country, captcha);
      },
      resendConfirmation(email: string): Promise<void> {
        return env().accounts.resendConfirmation(email);
      },
    };
  });

export type SessionStoreInstance = Instance<typeof SessionStore>;
