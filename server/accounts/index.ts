// The account side of the embedded exchange: users, passwords, second factor, API keys,
// tokens, nonces, settings, the mail outbox, and the checks every authenticated call passes.
import { moveSecretsToVaultKey } from './vault-migration';
import { createApiKeys } from './api-keys';
import { type AuthContext, createAuth, requireCap } from './auth';
import { createCaptcha } from './captcha';
import { type Caps, permissionRows } from './capabilities';
import type { AccountsContext } from './context';
import { createDemo } from './demo';
import { refuse } from './errors';
import { createIpLock } from './ip-lock';
import { createLogin } from './login';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits, createLoginGuard } from './login-guard';
import { createNonces } from './nonces';
import { type Mail, createOutbox } from './outbox';
import { type Db, migrateAccounts } from './schema';
import { createSecondFactor } from './second-factor';
import { createSettings } from './settings';
import { createSignup } from './signup';
import { createSso } from './sso';
import { type TokenAsk, tokenRequestFor } from './token-requests';
import { createSubaccounts } from './subaccounts';
import { createContextSwitch } from './context-switch';
import { createKyc } from './kyc';
import { createUsResident } from './us-resident';
import { createSecurities } from './securities';
import { createFreeze } from './freeze';
import { createSecuritySettings } from './security-settings';
import { ENFORCE_TFA_FLAG, createEnforcedTfa } from './enforced-tfa';
import { createSecurityKeys } from './security-keys';
import { createPgpKeys } from './pgp-key';
import { createNewsletter } from './newsletter';
import { TERMS, termsSettingKey } from './terms';
import { createSentCodes } from './sent-codes';
import { createEmailCodes } from './email-codes';
import { agreementMissing } from './currency-agreements';
import { agreementRefusal } from '../../src/protocol/account/currency-agreement';
import { isPermittedBeneficiary } from '../../src/protocol/account/beneficiary';
import { DEFAULT_BLOCKED_REGIONS, frozenText, type TraderProfile } from '../../src/protocol/account/trading-access';
import { ACCOUNT_CALLS } from '../../src/protocol/calls/account';
import { createTokens } from './tokens';
import { type UserInfoValue, userInfoRow } from './user-info';
import { type UserRecord, createUsers } from './users';
import { passwordHashing } from './passwords';

export interface AccountsOptions {
  now?: () => number;
  /** Receives every message put in the outbox (e.g. to echo it on the console). */
  outbox?: (mail: Mail) => void;
  loginLimits?: Partial<LoginLimits>;
  /** Sign-up asks for a captcha (default true). */
  captchaOnSignup?: boolean;
  /** How long the local verification reviewer takes (ms; default 0: at once). */
  kycReviewMs?: number;
  /** block_compl_region: residents of these countries are refused (default US). */
  blockedRegions?: readonly string[];
  /** The exchange's check of a withdrawal address of a currency (whitelist entries). */
  checkAddress?: (currency: string, address: string) => string | undefined;
  /** Enforced two-factor authentication for every account (default false: each account's flag). */
  enforceTfa?: boolean;
  /** Whether the site offers securities (default true): isSecuritiesEnabled. */
  securitiesOffered?: boolean;
  /** The securities masters' e-mails (TRADEDESK_SECURITIES_MASTERS), made masters at start. */
  securitiesMasters?: readonly string[];
  /** log2 of scrypt's N for new password hashes (absent: OWASP's 17); older hashes are rehashed
   *  at their next login. Only tests lower it. */
  passwordLogN?: number;
  /** The account's programmes (trading's): the flags of the user info, the referral of a sign-up. */
  programmes?: {
    flags(userId: number): { merchant: boolean; competition: boolean };
    referred(userId: number, refCode: string | undefined): void;
  };
}

/** `vaultKey` seals API and second-factor secrets and signs sign-on codes; it is kept outside the
 *  database (vault-key.ts). */
export function createAccounts(db: Db, vaultKey: Buffer, opts: AccountsOptions = {}) {
  migrateAccounts(db);
  if (vaultKey.length !== 32) throw new Error('vault key must be 32 bytes');
  moveSecretsToVaultKey(db, vaultKey);
  const ctx: AccountsContext = { db, now: opts.now ?? Date.now, vaultKey, passwords: passwordHashing(opts.passwordLogN) };

  const createdListeners = new Set<(user: UserRecord) => void>();
  const userCreated = (user: UserRecord) => {
    for (const fn of createdListeners) fn(user);
  };

  const users = createUsers(ctx);
  const baseOutbox = createOutbox(ctx);
  const outbox: typeof baseOutbox = {
    ...baseOutbox,
    send(mail) {
      const sent = baseOutbox.send(mail);
      opts.outbox?.(sent);
      return sent;
    },
  };
  const guard = createLoginGuard(ctx, { ...DEFAULT_LOGIN_LIMITS, ...opts.loginLimits });
  const captcha = createCaptcha(ctx);
  const secondFactor = createSecondFactor(ctx, users);
  const apiKeys = createApiKeys(ctx);
  const tokens = createTokens(ctx);
  const nonces = createNonces(ctx);
  const settings = createSettings(ctx);
  const sso = createSso(ctx);
  const acceptTerms = (userId: number) => {
    settings.set(userId, { [termsSettingKey('default')]: TERMS.default!.modified }, true);
  };
  const signup = createSignup(ctx, {
    users,
    captcha,
    outbox,
    sso,
    captchaOnSignup: opts.captchaOnSignup ?? true,
    userCreated,
    acceptTerms,
    referred: (id, code) => opts.programmes?.referred(id, code),
  });
  const sentCodes = createSentCodes(ctx, { outbox, settings });
  const emailCodes = createEmailCodes(ctx, { outbox, byId: (id) => users.byId(id), tfaTypes: (u) => secondFactor.types(u) });
  const login = createLogin(ctx, { users, guard, captcha, secondFactor, tokens, outbox, settings, sso, sentCodes });
  const auth = createAuth({ apiKeys, tokens, nonces, users, ipLock: createIpLock({ settings, tokens }) });
  const demo = createDemo(ctx, { users, apiKeys, userCreated });
  const subaccounts = createSubaccounts(users);
  const contextSwitch = createContextSwitch(ctx, { users, settings });
  const blockedRegions = opts.blockedRegions ?? DEFAULT_BLOCKED_REGIONS;
  const kyc = createKyc(ctx, users, { reviewDelayMs: opts.kycReviewMs ?? 0, blockedRegions });
  const usResident = createUsResident(ctx);
  const freeze = createFreeze(ctx, { users, outbox, tokens, guard, linkPath: ACCOUNT_CALLS.freezeLink.path });
  const securityKeys = createSecurityKeys(ctx, users);
  const pgp = createPgpKeys(ctx, { users, outbox, linkPath: ACCOUNT_CALLS.pgpLink.path });
  const newsletter = createNewsletter(ctx, { outbox });
  const enforcedTfa = createEnforcedTfa({ users, settings, secondFactor, securityKeys, byExchange: opts.enforceTfa ?? false });
  const security = createSecuritySettings(ctx, {
    users,
    settings,
    secondFactor,
    outbox,
    checkAddress: opts.checkAddress ?? (() => undefined),
    flagProblem: (userId, flag, value) => (flag === ENFORCE_TFA_FLAG ? enforcedTfa.flagProblem(userId, value) : undefined),
  });

  /** The account whose verification and freeze a user's follow: its master for a sub-account. */
  function ownerOf(u: UserRecord): UserRecord {
    return u.masterAccountId !== null && u.masterAccountId !== u.id ? (users.byId(u.masterAccountId) ?? u) : u;
  }

  /** Whether the account is frozen: by its own freeze, or its master's for a sub-account. */
  const isFrozen = (u: UserRecord): boolean => u.frozenAt !== null || ownerOf(u).frozenAt !== null;

  /** What the trading gates read (account-side §6): level, dates, country, residence, freeze. */
  function traderProfile(userId: number): TraderProfile {
    const u = userOf(userId);
    const record = kyc.record(ownerOf(u).id); // settles a due decision first
    const owner = ownerOf(userOf(userId));
    const approved = record.status === 'approved' || (record.data !== null && owner.verificationLevel > 0);
    return {
      level: owner.verificationLevel,
      createdAt: owner.createdAt,
      country: owner.signupCountry,
      paperTrading: false,
      residence: approved ? (record.data?.country ?? null) : null,
      usResident: usResident.declaration(owner.id)?.usResident ?? false,
      blockedRegions,
      corporate: record.accountType === 'corporate' && approved,
      highNetWorth: record.data?.high_net_worth === true,
      frozen: isFrozen(u),
    };
  }

  const securities = createSecurities(ctx, {
    userOf,
    ownerOf,
    usResident,
    setting: (userId, key) => settings.get(userId, [key])[0]?.[1],
    offered: opts.securitiesOffered ?? true,
  });
  for (const email of opts.securitiesMasters ?? []) {
    const u = users.byEmail(email);
    if (u) securities.setMaster(u.id, true);
  }

  function userOf(userId: number): UserRecord {
    const user = users.byId(userId);
    if (!user) throw refuse.auth('user: unknown');
    return user;
  }

  return {
    now: ctx.now,
    users,
    outbox,
    guard,
    captcha,
    secondFactor,
    apiKeys,
    tokens,
    nonces,
    settings,
    sso,
    signup,
    login,
    subaccounts,
    contextSwitch,
    kyc,
    freeze,
    /** Refuses `what` (e.g. "a new API key") to a frozen account, in the protocol's error shape. */
    refuseFrozen(userId: number, what: string): void {
      if (isFrozen(userOf(userId))) throw refuse.generic(frozenText(what));
    },
    /** The account whose verification a user's follows (its master for a sub-account). */
    ownerIdOf: (userId: number): number => ownerOf(userOf(userId)).id,
    security,
    securityKeys,
    enforcedTfa,
    pgp,
    newsletter,
    sentCodes,
    emailCodes,
    traderProfile,
    /** Whether the account may name a third party as a withdrawal's beneficiary (its owner's level). */
    permittedBeneficiary: (userId: number): boolean => isPermittedBeneficiary(ownerOf(userOf(userId)).verificationLevel),
    /** A currency's own agreement not accepted by this user yet: the refusal. */
    agreementRefusal: (userId: number, currency: string): string | undefined =>
      agreementMissing(settings, userId, currency) ? agreementRefusal(currency) : undefined,
    usResident,
    securities,
    blockedRegions,

    authenticateRest: auth.authenticateRest,
    authenticateWs: auth.authenticateWs,
    credentialValid: auth.stillValid,
    /** The login session a session cookie's token belongs to, while it is live (else undefined):
     *  the site's own pages are admitted to the socket by it rather than by their address. */
    liveSessionOf: (token: string): string | undefined => {
      const record = tokens.live(token);
      return record?.ui ? (record.sessionId ?? undefined) : undefined;
    },
    requireCap,
    /** One nonce sequence per API key or token, shared by REST and WebSocket; throws 10114. */
    checkNonce: (keyOrToken: string, n: unknown): void => nonces.check(keyOrToken, n),

    /** `/v2/auth/w/token` for an authenticated caller. */
    issueToken(caller: AuthContext, ask: TokenAsk) {
      return tokens.issue(tokenRequestFor(caller, ask));
    },

    /** `/v2/auth/r/permissions`. */
    permissions: (caps: Caps) => permissionRows(caps),

    /** `/v2/auth/r/info/user` (layout in user-info.ts). */
    userInfo(userId: number): UserInfoValue[] {
      const before = userOf(userId);
      const owner = ownerOf(before);
      const master = owner !== before ? owner : undefined;
      const record = kyc.record((master ?? before).id); // settles a due decision first
      const u = userOf(userId);
      // A sub-account inherits its master's verification (and its freeze).
      const level = master ? userOf(master.id).verificationLevel : u.verificationLevel;
      const programmes = opts.programmes?.flags(u.id) ?? { merchant: false, competition: false };
      const sec = securities.status(u.id);
      const group = contextSwitch.flags(u.id);
      return userInfoRow({
        id: u.id,
        email: u.email,
        username: u.username,
        mtsAccountCreate: u.createdAt,
        verified: level > 0 ? 1 : 0,
        verificationLevel: level,
        timezone: u.timezone,
        locale: u.locale,
        company: u.company,
        emailVerified: u.emailVerified ? 1 : 0,
        subaccountType: master ? 'sub' : null,
        mtsMasterAccountCreate: master?.createdAt ?? null,
        groupId: null,
        masterAccountId: master?.id ?? null,
        inheritMasterAccountVerification: master ? 1 : 0,
        isGroupMaster: u.isGroupMaster ? 1 : 0,
        isGroupWithdrawEnabled: 1,
        nodePptEnabled: u.pptEnabled ? 1 : 0,
        nodeMerchantEnabled: programmes.merchant ? 1 : 0,
        isPptEnabled: u.pptEnabled ? 1 : 0,
        isMerchantEnabled: programmes.merchant ? 1 : 0,
        isCompetitionEnabled: programmes.competition ? 1 : 0,
        tfaType: secondFactor.types(u),
        isSecuritiesMaster: sec.master ? 1 : 0,
        isSecuritiesAccredited: sec.accredited ? 1 : 0,
        isElSalvadorSecuritiesVerified: sec.elSalvador ? 1 : 0,
        isSecuritiesEnabled: sec.enabled ? 1 : 0,
        groupAllowDisableContextSwitch: group.allowDisable,
        teMarginGroup: Number(settings.coreValue(u.id, 'te_conf_margin_group') ?? 1),
        lastLoginTime: u.lastLoginAt,
        verificationLevelSubmitted: record.status === 'pending' ? record.levelRequested : 0,
        verificationDataRequired: level < 1 ? 1 : 0,
        groupDisableContextSwitch: group.disable,
        complianceRegions: [],
        complianceResidenceRegions: record.status === 'approved' && record.data ? [record.data.country] : [],
        complianceAccountType: record.accountType,
        signupCountry: u.signupCountry,
        isPermittedBeneficiary: isPermittedBeneficiary(level) ? 1 : 0,
        isMerchantEnterprise: 0,
        userSSO: u.ssoSubject ? 1 : 0,
        isFrozen: isFrozen(u) ? 1 : 0,
        enforceTfa: enforcedTfa.inForce(u.id) ? 1 : 0,
      });
    },

    /**
     * `/v2/auth/r/int/summary`: [USER_ID, EMAIL, EMAIL_VERIFIED, VERIFICATION_LEVEL, TFA_TYPES,
     * LAST_LOGIN_MTS, ACTIVE_API_KEYS, ACTIVE_TOKENS, PPT_ENABLED].
     */
    summary(userId: number): Array<string | number | null | string[]> {
      const u = userOf(userId);
      return [
        u.id,
        u.email,
        u.emailVerified ? 1 : 0,
        u.verificationLevel,
        secondFactor.types(u),
        u.lastLoginAt,
        apiKeys.list(u.id).length,
        tokens.activeCount(u.id),
        u.pptEnabled ? 1 : 0,
      ];
    },

    /** Records logout feedback (account-side §3 Feedback). */
    feedback(entry: { userId: number | null; rating: number; description: string; source: string }): void {
      db.prepare('INSERT INTO acct_feedback (user_id, rating, description, source, created_at) VALUES (?, ?, ?, ?, ?)').run(
        entry.userId,
        entry.rating,
        entry.description,
        entry.source,
        ctx.now(),
      );
    },

    /**
     * Called with every new user (sign-up, single sign-on, demo): the seam where the trading
     * side funds paper wallets. Returns the unsubscribe function.
     */
    onUserCreated(fn: (user: UserRecord) => void): () => void {
      createdListeners.add(fn);
      return () => createdListeners.delete(fn);
    },

    /** The demo account, made (or repaired) with the current default terms accepted. */
    async ensureDemoAccount(env: NodeJS.ProcessEnv) {
      const made = await demo.ensureDemoAccount(env);
      acceptTerms(made.userId);
      return made;
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
export type { AuthContext, AuthResult, WsAuthResult, WsAuthOk, WsAuthFailed, HeaderBag } from './auth';
export type { Access, Capability, Caps } from './capabilities';
export { CAPABILITIES, allCaps, noCaps, capsFrom } from './capabilities';
export { AccountError, AuthText } from './errors';
export type { LoginOutcome, SessionStarted, SecondFactorRequired } from './login';
export type { Mail } from './outbox';
export type { DemoAccount } from './demo';
export { DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD, DemoConfigError } from './demo';
export type { UserRecord } from './users';
export { signedPath, permissionDenied } from './auth';
