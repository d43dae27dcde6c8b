// Second factors beyond the authenticator app — SMS codes, the e-mail fallback of a login, and
// security keys (WebAuthn through @simplewebauthn/server): registered from a login session
// (`/v2/auth/r/int/2fa/challenge` with method u2f and isRegister, then the attestation), listed,
// removed; and the options of a pending login's key step (`/v2/login/u2f/challenge`, open: the
// pending login's challenge is the credential). The relying party is the page's host name.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Accounts } from '../../accounts/index';
import { refuse } from '../../accounts/errors';
import type { RelyingParty } from '../../accounts/security-keys';
import { ACCOUNT_CALLS as C } from '../../../src/protocol/calls/account';
import * as B from '../../../src/protocol/calls/account-bodies';
import { authenticate, checkingCode } from './guard';
import { parseWith } from './protocol-reply';

/** The relying party of the page that sent the request: its host name, and its origin. */
export function relyingParty(req: FastifyRequest): RelyingParty {
  const host = typeof req.headers.host === 'string' ? req.headers.host : '';
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : `${req.protocol}://${host}`;
  const hostname = (url: string): string => {
    try {
      return new URL(url).hostname;
    } catch {
      return '';
    }
  };
  return { id: hostname(origin), origin };
}

export function registerSecurityKeyRoutes(scope: FastifyInstance, accounts: Accounts): void {
  const keys = accounts.securityKeys;
  const ui = { cap: 'account' as const, ui: true };
  /** Changing the login's second factors: its own account only, never a sub-account's context. */
  const ownerWrite = { ...ui, access: 'write' as const, owner: true };

  scope.post(C.twoFaChallenge.path, async (req) => {
    const auth = authenticate(accounts, req, ui);
    const b = parseWith(B.TwoFaChallengeBody, req.body);
    if (b.isRegister === false) throw refuse.params('isRegister: invalid (sign-in options come with the login)');
    return keys.registrationOptions(auth.userId, relyingParty(req));
  });
  scope.post(C.keyRegister.path, async (req) => {
    const auth = authenticate(accounts, req, ownerWrite);
    const b = parseWith(B.KeyRegisterBody, req.body);
    const k = await keys.register(auth.userId, b.response as unknown as RegistrationResponseJSON, relyingParty(req), b.label.trim());
    return [k.id, k.label, k.createdAt];
  });
  scope.post(C.securityKeys.path, async (req) => {
    const auth = authenticate(accounts, req, ui);
    return keys.list(auth.userId).map((k) => [k.id, k.label, k.createdAt, k.lastUsedAt]);
  });
  scope.post(C.keyRemove.path, async (req) => {
    const auth = authenticate(accounts, req, ownerWrite);
    const { id } = parseWith(B.KeyRemoveBody, req.body);
    if (keys.list(auth.userId).some((k) => k.id === id)) accounts.enforcedTfa.beforeRemoving(auth.userId);
    if (!keys.remove(auth.userId, id)) throw refuse.params('id: invalid (no such key)');
    return [1];
  });

  // SMS codes (the local outbox stands for the phone network) and the e-mail fallback.
  const codes = accounts.sentCodes;
  scope.post(C.smsEnable.path, async (req) => {
    const auth = authenticate(accounts, req, ownerWrite);
    codes.startSms(auth.userId, parseWith(B.SmsEnableBody, req.body).phone);
    return [1];
  });
  scope.post(C.smsConfirm.path, async (req) => {
    const auth = authenticate(accounts, req, ownerWrite);
    const { code } = parseWith(B.CodeBody, req.body);
    checkingCode(accounts, req, auth.userId, () => codes.confirmSms(auth.userId, code));
    return [1];
  });
  scope.post(C.smsSend.path, async (req) => {
    const auth = authenticate(accounts, req, ownerWrite);
    codes.sendToPhone(auth.userId);
    return [1];
  });
  scope.post(C.smsDisable.path, async (req) => {
    const auth = authenticate(accounts, req, ownerWrite);
    const user = accounts.users.byId(auth.userId);
    if (user && accounts.secondFactor.types(user).includes('sms')) accounts.enforcedTfa.beforeRemoving(auth.userId);
    const { code } = parseWith(B.CodeBody, req.body);
    checkingCode(accounts, req, auth.userId, () => codes.disableSms(auth.userId, code));
    return [1];
  });
  scope.post(C.loginCodeSend.path, async (req) => {
    const b = parseWith(B.LoginCodeSendBody, req.body);
    codes.sendLoginCode(accounts.login.pendingUser(b.challenge), b.challenge, b.method);
    return [1];
  });

  scope.post(C.loginKeyChallenge.path, async (req) => {
    const { challenge } = parseWith(B.LoginKeyChallengeBody, req.body);
    const user = accounts.login.pendingUser(challenge);
    return keys.loginOptions(user.id, challenge, relyingParty(req));
  });
}

/** A pending login's second step with a security key's assertion. */
export async function keyPassed(accounts: Accounts, req: FastifyRequest, challenge: string, response: unknown): Promise<boolean> {
  const user = accounts.login.pendingUser(challenge);
  return accounts.securityKeys.verifyLogin(user.id, challenge, response as AuthenticationResponseJSON, relyingParty(req));
}
