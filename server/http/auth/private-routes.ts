// The authenticated account calls (`/v2/auth/…`, PROTOCOL §5.3 and account-side §7): user
// info, summary, settings, tokens, permissions, login history, and — for a login session only —
// the second factor and API keys.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Accounts, AuthContext } from '../../accounts/index';
import { capsFrom, permissionRows } from '../../accounts/capabilities';
import { refuse } from '../../accounts/errors';
import { type GuardNeeds, authenticate, checkingCode } from './guard';
import { notification, parseWith } from './protocol-reply';
import { ACCOUNT_CALLS as C } from '../../../src/protocol/calls/account';
import * as B from '../../../src/protocol/calls/account-bodies';
import { API_KEY_CODE_NEEDED } from '../../../src/protocol/account/api-key-code';
import { setSessionCookie } from './session-cookie';

type PrivateHandler = (auth: AuthContext, req: FastifyRequest, reply: FastifyReply) => unknown;

export function registerPrivateRoutes(scope: FastifyInstance, accounts: Accounts): void {
  const { settings, tokens, apiKeys, secondFactor } = accounts;
  const post = (path: string, needs: GuardNeeds, handler: PrivateHandler) =>
    scope.post(path, async (req, reply) => handler(authenticate(accounts, req, needs), req, reply));

  /** A token refreshed through the session cookie replaces it: the cookie moves to the new one and
   *  the old one stops working at once (a stolen old token is worth nothing after a refresh). */
  function followCookie(auth: AuthContext, req: FastifyRequest, reply: FastifyReply, token: string, createdAt: number): void {
    if (auth.via !== 'cookie') return;
    // In a sub-account's context the session (and so the cookie's token) stays the master's.
    setSessionCookie(req, reply, { token, timestamp: createdAt, subaccountId: auth.masterUserId !== null ? auth.userId : 0 });
    if (auth.token) tokens.replace(sessionOwner(auth).userId, auth.token, token);
  }

  /** Whose login session a credential is: the master's in a sub-account's context. */
  const sessionOwner = (auth: AuthContext): AuthContext =>
    auth.masterUserId === null ? auth : { ...auth, userId: auth.masterUserId, masterUserId: null };

  // A web session opened with an API key's signature (never a token's): the key's capabilities.
  post(C.keySession.path, { cap: 'account' }, (auth, req, reply) => {
    if (auth.via !== 'apikey' || auth.apiKeyId === null) throw refuse.auth('apikey: sign the request with the API key and its secret');
    const ua = req.headers['user-agent'];
    const s = accounts.login.keySession(
      auth.userId,
      { id: auth.apiKeyId, caps: auth.caps },
      { ip: req.ip, userAgent: typeof ua === 'string' ? ua : '' },
    );
    setSessionCookie(req, reply, { token: s.token, timestamp: s.timestamp, subaccountId: 0 });
    return ['auth', s.token, s.timestamp, s.userId, s.subaccountId, s.expiresAt];
  });

  post(C.userInfo.path, { cap: 'account' }, (auth) => accounts.userInfo(auth.userId));
  post(C.summary.path, { cap: 'account' }, (auth) => accounts.summary(auth.userId));
  post(C.permissions.path, {}, (auth) => permissionRows(auth.caps));

  post(C.loginsHist.path, { cap: 'history' }, (auth, req) => {
    const { limit } = parseWith(B.LimitBody, req.body);
    // [ID, _, MTS, _, IP, _, _, EXTRA_INFO] (the layout of bitfinex-api-py's LoginHistory)
    return accounts.guard
      .history(auth.userId, limit)
      .map((e) => [e.id, null, e.at, null, e.ip, null, null, { user_agent: e.userAgent, success: e.success ? 1 : 0, reason: e.reason }]);
  });

  post(C.settings.path, { cap: 'settings' }, (auth, req) => settings.get(auth.userId, parseWith(B.SettingsKeysBody, req.body).keys));
  post(C.coreSettings.path, { cap: 'settings' }, (auth, req) => settings.core(auth.userId, parseWith(B.SettingsKeysBody, req.body).keys));

  post(C.settingsSet.path, { cap: 'settings', access: 'write' }, (auth, req) => {
    const n = settings.set(auth.userId, parseWith(B.SettingsSetBody, req.body).settings, auth.ui);
    return notification(accounts.now(), 'acc_ss', [n], `${n} setting${n === 1 ? '' : 's'} saved`);
  });

  post(C.settingsDel.path, { cap: 'settings', access: 'write' }, (auth, req) => {
    const b = parseWith(B.SettingsDelBody, req.body);
    const n = settings.del(auth.userId, b.keys ?? Object.keys(b.settings ?? {}), auth.ui);
    return notification(accounts.now(), 'acc_sd', [n], `${n} setting${n === 1 ? '' : 's'} deleted`);
  });

  post(C.token.path, { cap: 'account', cookie: true }, (auth, req, reply) => {
    const b = parseWith(B.TokenBody, req.body);
    const issued = accounts.issueToken(sessionOwner(auth), {
      scope: b.scope,
      ttl: b.ttl,
      caps: b.caps,
      capsRW: b.capsRW,
      writePermission: b.writePermission === true || b.allow_write === true,
      custIp: b._cust_ip ?? req.ip,
    });
    followCookie(auth, req, reply, issued.token, issued.createdAt);
    return [issued.token];
  });

  post(C.tokenDel.path, { cap: 'account' }, (auth, req) => {
    if (!tokens.revoke(auth.userId, parseWith(B.TokenDelBody, req.body).token)) throw refuse.params('token: invalid');
    return [1];
  });

  /** `[TOKEN, EXPIRES_AT]`: a short token for a temporary login session (refreshed every 120 s). */
  post(C.tokenGenerate.path, { cap: 'account', cookie: true }, (auth, req, reply) => {
    const { scope } = parseWith(B.TokenGenerateBody, req.body);
    const issued = accounts.issueToken(sessionOwner(auth), { scope, writePermission: true });
    followCookie(auth, req, reply, issued.token, issued.createdAt);
    return [issued.token, issued.expiresAt];
  });

  // Second factor: only from a login session, never with an API key.
  post(C.otpEnable.path, { cap: 'account', access: 'write', ui: true, owner: true }, (auth) => {
    const e = secondFactor.beginEnable(auth.userId);
    return [e.secret, e.otpauthUrl];
  });
  post(C.otpConfirm.path, { cap: 'account', access: 'write', ui: true, owner: true }, (auth, req) => {
    const { code } = parseWith(B.CodeBody, req.body);
    checkingCode(accounts, req, auth.userId, () => secondFactor.confirmEnable(auth.userId, code));
    return [1];
  });
  post(C.otpDisable.path, { cap: 'account', access: 'write', ui: true, owner: true }, (auth, req) => {
    const user = accounts.users.byId(auth.userId);
    if (user && secondFactor.hasOtp(user)) accounts.enforcedTfa.beforeRemoving(auth.userId);
    const { code } = parseWith(B.CodeBody, req.body);
    checkingCode(accounts, req, auth.userId, () => secondFactor.disable(auth.userId, code));
    return [1];
  });

  // API keys: [ID, LABEL, KEY, PERMISSIONS, CREATED_AT, LAST_USED_AT]; the secret only in the
  // create reply.
  post(C.apiKeys.path, { cap: 'account', ui: true }, (auth) =>
    apiKeys.list(auth.userId).map((k) => [k.id, k.label, k.apiKey, permissionRows(k.caps), k.createdAt, k.lastUsedAt]),
  );
  post(C.apiKeyCreate.path, { cap: 'account', access: 'write', ui: true }, (auth, req) => {
    const b = parseWith(B.ApiKeyCreateBody, req.body);
    // A sub-account's key is governed by its master's security: the master's enforced 2FA, and
    // the master's mailed code.
    const owner = accounts.ownerIdOf(auth.userId);
    accounts.refuseFrozen(auth.userId, 'a new API key');
    accounts.enforcedTfa.require(owner);
    const caps = capsFrom(b.caps);
    // A login with no other second factor confirms a new key with the code mailed to it (one with
    // a second factor keeps its own guard, the login's); the code is used up by this key.
    if (accounts.emailCodes.required(owner)) {
      const code = b.email_code?.trim() ?? '';
      if (code === '') throw refuse.params(API_KEY_CODE_NEEDED);
      const wrong = accounts.emailCodes.take(owner, 'api-key', code);
      if (wrong) throw refuse.params(`apikey: ${wrong}`);
    }
    const k = apiKeys.create(auth.userId, b.label, caps);
    return [k.id, k.label, k.apiKey, k.apiSecret, permissionRows(k.caps), k.createdAt];
  });
  post(C.apiKeyRevokeAll.path, { cap: 'account', access: 'write', ui: true }, (auth) => [apiKeys.revokeAll(auth.userId)]);
  post(C.apiKeyRevoke.path, { cap: 'account', access: 'write', ui: true }, (auth, req) => {
    if (!apiKeys.revoke(auth.userId, parseWith(B.ApiKeyRevokeBody, req.body).key)) throw refuse.params('apikey: unknown');
    return [1];
  });
}
