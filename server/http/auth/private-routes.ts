// The authenticated account calls (`/v2/auth/…`, PROTOCOL §5.3 and account-side §7): user
// info, summary, settings, tokens, permissions, login history, and — for a login session only —
// the second factor and API keys.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Accounts, AuthContext } from '../../accounts/index';
import { capsFrom, permissionRows } from '../../accounts/capabilities';
import { refuse } from '../../accounts/errors';
import { type GuardNeeds, authenticate } from './guard';
import { notification, parseWith } from './protocol-reply';
import {
  ApiKeyCreateBody,
  ApiKeyRevokeBody,
  CodeBody,
  LimitBody,
  SettingsDelBody,
  SettingsKeysBody,
  SettingsSetBody,
  TokenBody,
  TokenDelBody,
  TokenGenerateBody,
} from './schemas';
import { setSessionCookie } from './session-cookie';

type PrivateHandler = (auth: AuthContext, req: FastifyRequest, reply: FastifyReply) => unknown;

export function registerPrivateRoutes(scope: FastifyInstance, accounts: Accounts): void {
  const { settings, tokens, apiKeys, secondFactor } = accounts;
  const post = (path: string, needs: GuardNeeds, handler: PrivateHandler) =>
    scope.post(path, async (req, reply) => handler(authenticate(accounts, req, needs), req, reply));

  /** A token asked for through the session cookie replaces the cookie's token (token refresh). */
  /** A token refreshed through the session cookie replaces it: the cookie moves to the new one and
   *  the old one stops working at once (a stolen old token is worth nothing after a refresh). */
  function followCookie(auth: AuthContext, req: FastifyRequest, reply: FastifyReply, token: string, createdAt: number): void {
    if (auth.via !== 'cookie') return;
    setSessionCookie(req, reply, { token, timestamp: createdAt, subaccountId: 0 });
    if (auth.token) tokens.revoke(auth.userId, auth.token);
  }

  post('/v2/auth/r/info/user', { cap: 'account' }, (auth) => accounts.userInfo(auth.userId));
  post('/v2/auth/r/int/summary', { cap: 'account' }, (auth) => accounts.summary(auth.userId));
  post('/v2/auth/r/permissions', {}, (auth) => permissionRows(auth.caps));

  post('/v2/auth/r/logins/hist', { cap: 'history' }, (auth, req) => {
    const { limit } = parseWith(LimitBody, req.body);
    // [ID, _, MTS, _, IP, _, _, EXTRA_INFO] (the layout of bitfinex-api-py's LoginHistory)
    return accounts.guard
      .history(auth.userId, limit)
      .map((e) => [e.id, null, e.at, null, e.ip, null, null, { user_agent: e.userAgent, success: e.success ? 1 : 0, reason: e.reason }]);
  });

  post('/v2/auth/r/settings', { cap: 'settings' }, (auth, req) => settings.get(auth.userId, parseWith(SettingsKeysBody, req.body).keys));
  post('/v2/auth/r/settings/core', { cap: 'settings' }, (auth, req) =>
    settings.core(auth.userId, parseWith(SettingsKeysBody, req.body).keys),
  );

  post('/v2/auth/w/settings/set', { cap: 'settings', access: 'write' }, (auth, req) => {
    const n = settings.set(auth.userId, parseWith(SettingsSetBody, req.body).settings, auth.ui);
    return notification(accounts.now(), 'acc_ss', [n], `${n} setting${n === 1 ? '' : 's'} saved`);
  });

  post('/v2/auth/w/settings/del', { cap: 'settings', access: 'write' }, (auth, req) => {
    const b = parseWith(SettingsDelBody, req.body);
    const n = settings.del(auth.userId, b.keys ?? Object.keys(b.settings ?? {}), auth.ui);
    return notification(accounts.now(), 'acc_sd', [n], `${n} setting${n === 1 ? '' : 's'} deleted`);
  });

  post('/v2/auth/w/token', { cap: 'account', cookie: true }, (auth, req, reply) => {
    const b = parseWith(TokenBody, req.body);
    const issued = accounts.issueToken(auth, {
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

  post('/v2/auth/w/token/del', { cap: 'account' }, (auth, req) => {
    if (!tokens.revoke(auth.userId, parseWith(TokenDelBody, req.body).token)) throw refuse.params('token: invalid');
    return [1];
  });

  /** `[TOKEN, EXPIRES_AT]`: a short token for a temporary login session (refreshed every 120 s). */
  post('/v2/auth/w/user/token/generate', { cap: 'account', cookie: true }, (auth, req, reply) => {
    const { scope } = parseWith(TokenGenerateBody, req.body);
    const issued = accounts.issueToken(auth, { scope, writePermission: true });
    followCookie(auth, req, reply, issued.token, issued.createdAt);
    return [issued.token, issued.expiresAt];
  });

  // Second factor: only from a login session, never with an API key.
  post('/v2/auth/w/int/2fa/otp/enable', { cap: 'account', access: 'write', ui: true }, (auth) => {
    const e = secondFactor.beginEnable(auth.userId);
    return [e.secret, e.otpauthUrl];
  });
  post('/v2/auth/w/int/2fa/otp/confirm', { cap: 'account', access: 'write', ui: true }, (auth, req) => {
    secondFactor.confirmEnable(auth.userId, parseWith(CodeBody, req.body).code);
    return [1];
  });
  post('/v2/auth/w/int/2fa/otp/disable', { cap: 'account', access: 'write', ui: true }, (auth, req) => {
    secondFactor.disable(auth.userId, parseWith(CodeBody, req.body).code);
    return [1];
  });

  // API keys: [ID, LABEL, KEY, PERMISSIONS, CREATED_AT]; the secret only in the create reply.
  post('/v2/auth/r/int/api-keys', { cap: 'account', ui: true }, (auth) =>
    apiKeys.list(auth.userId).map((k) => [k.id, k.label, k.apiKey, permissionRows(k.caps), k.createdAt]),
  );
  post('/v2/auth/w/int/api-key/create', { cap: 'account', access: 'write', ui: true }, (auth, req) => {
    const b = parseWith(ApiKeyCreateBody, req.body);
    const k = apiKeys.create(auth.userId, b.label, capsFrom(b.caps));
    return [k.id, k.label, k.apiKey, k.apiSecret, permissionRows(k.caps), k.createdAt];
  });
  post('/v2/auth/w/int/api-key/revoke', { cap: 'account', access: 'write', ui: true }, (auth, req) => {
    if (!apiKeys.revoke(auth.userId, parseWith(ApiKeyRevokeBody, req.body).key)) throw refuse.params('apikey: unknown');
    return [1];
  });
}
