// Verification, security settings and freeze (account-side §3–§6): the KYC data of the account and
// a new submission (`/v2/auth/w/int/compliance`), the US-resident declaration
// (`/v1/account_us_resident`, the master account's: a sub-account reads it), the whitelist and session flags changed by
// request → confirm → approve, and the account freeze — signed in, or from the link a mail of
// `/v2/int/freeze/request` carries (the /freeze page works without a login) — lifted with the
// account's password.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Accounts, AuthContext } from '../../accounts/index';
import type { KycRecord } from '../../accounts/kyc';
import type { SecurityChange } from '../../accounts/security-settings';
import { ACCOUNT_CALLS as C } from '../../../src/protocol/calls/account';
import { COMPLIANCE_CALLS } from '../../../src/protocol/calls/compliance';
import { MODAL_CALLS } from '../../../src/protocol/calls/modals';
import { EmailCodeBody } from '../../../src/protocol/calls/modal-bodies';
import * as B from '../../../src/protocol/calls/account-bodies';
import { type GuardNeeds, authenticate, requireNeeds } from './guard';
import { parseWith } from './protocol-reply';
import { refuse } from '../../accounts/errors';
import { ENFORCE_TFA_FLAG } from '../../accounts/enforced-tfa';
import type { EmailCodeAction } from '../../../src/protocol/account/email-code';

/** What asking an action's mailed code needs: what the action itself needs. */
const EMAIL_CODE_NEEDS: Record<EmailCodeAction, GuardNeeds> = {
  withdraw: { cap: 'withdraw', access: 'write' },
  'api-key': { cap: 'account', access: 'write', ui: true },
};

type Handler = (auth: AuthContext, req: FastifyRequest, reply: FastifyReply) => unknown;

export function registerComplianceRoutes(scope: FastifyInstance, accounts: Accounts): void {
  const { kyc, freeze, users } = accounts;
  const post = (path: string, needs: GuardNeeds, handler: Handler) =>
    scope.post(path, async (req, reply) => handler(authenticate(accounts, req, needs), req, reply));

  /** A sub-account shows its master's verification. */
  const ownerId = accounts.ownerIdOf;
  const row = (r: KycRecord, userId: number) => [
    r.status,
    r.levelRequested,
    r.accountType,
    r.data,
    r.reason,
    r.submittedAt,
    r.decidedAt,
    users.byId(ownerId(userId))?.verificationLevel ?? 0,
  ];

  post(C.compliance.path, { cap: 'account', access: 'write', ui: true }, (auth, req) => {
    const b = parseWith(B.ComplianceBody, req.body);
    if (b.action === 'fetchPublicKycData') return row(kyc.record(ownerId(auth.userId)), auth.userId);
    const r = kyc.submit(auth.userId, { accountType: b.account_type, level: b.level, prohibitedPerson: b.prohibited_person, data: b.data });
    return row(r, auth.userId);
  });

  const declarationRow = (userId: number) => {
    const d = accounts.usResident.declaration(ownerId(userId));
    return d ? [d.usResident ? 1 : 0, d.declaredAt] : [null, null];
  };
  post(COMPLIANCE_CALLS.usResident.path, { cap: 'account', access: 'write', ui: true }, (auth, req) => {
    const b = parseWith(B.UsResidentBody, req.body);
    if (b.us_resident === undefined) return declarationRow(auth.userId);
    if (auth.masterUserId !== null || ownerId(auth.userId) !== auth.userId) {
      throw refuse.generic('declaration: a sub-account has its master account’s US-resident declaration');
    }
    accounts.usResident.declare(auth.userId, b.us_resident);
    return declarationRow(auth.userId);
  });

  // The e-mail one-time code of an account with no other second factor (account-side §2 modals).
  // Each action's code is asked with the rights of the action itself: a withdrawal's by whoever
  // may withdraw, an API key's only by a login session that may make keys.
  post(MODAL_CALLS.emailCode.path, {}, (auth, req) => {
    const b = parseWith(EmailCodeBody, req.body);
    requireNeeds(accounts, auth, EMAIL_CODE_NEEDS[b.action]);
    // A sub-account's codes are its master's (sent to the master, and only when the master's
    // account confirms by mailed codes), whether reached by the master's login or its own key.
    return [accounts.emailCodes.send(accounts.ownerIdOf(auth.userId), b.action, '').expiresAt];
  });

  const pgpRow = (userId: number) => {
    const k = accounts.pgp.state(userId);
    return k ? [k.fingerprint, k.status, k.challenge, k.createdAt] : null;
  };
  /** Enforced by the exchange, enforce_tfa reads on whatever the account stored. */
  const flagsOf = (userId: number) =>
    accounts.settings.core(userId, []).map(([k, v]) => [k, k === ENFORCE_TFA_FLAG && accounts.enforcedTfa.byExchange ? '1' : v] as const);
  const settingsRow = (userId: number) => [accounts.security.whitelist(userId), flagsOf(userId), pgpRow(userId)];
  post(C.securitySettings.path, { cap: 'account', ui: true }, (auth) => settingsRow(auth.userId));
  post(C.securityChange.path, { cap: 'account', access: 'write', ui: true, owner: true }, (auth, req) => {
    const b = parseWith(B.SecurityChangeBody, req.body);
    const { checked, pending } = accounts.security.request(auth.userId, b as SecurityChange);
    return [pending?.token ?? null, pending?.expiresAt ?? null, pending?.method ?? null, checked];
  });
  post(C.securityApprove.path, { cap: 'account', access: 'write', ui: true, owner: true }, (auth, req) => {
    const b = parseWith(B.SecurityApproveBody, req.body);
    accounts.security.approve(auth.userId, b.token, b.code);
    return settingsRow(auth.userId);
  });

  post(C.pgpUpdate.path, { cap: 'account', access: 'write', ui: true, owner: true }, async (auth, req) => {
    await accounts.pgp.update(auth.userId, parseWith(B.PgpUpdateBody, req.body).key);
    return pgpRow(auth.userId);
  });
  post(C.pgpConfirm.path, { cap: 'account', access: 'write', ui: true, owner: true }, async (auth, req) => {
    await accounts.pgp.confirm(auth.userId, parseWith(B.PgpConfirmBody, req.body).signature);
    return pgpRow(auth.userId);
  });
  post(C.pgpDelete.path, { cap: 'account', access: 'write', ui: true, owner: true }, (auth) => {
    if (!accounts.pgp.remove(auth.userId)) throw refuse.params('key: none to delete');
    return [1];
  });
  scope.get(C.pgpLink.path, async (req, reply) => {
    const token = (req.query as Record<string, unknown> | undefined)?.token;
    const ok = typeof token === 'string' && token.length > 0 && token.length <= 128 ? accounts.pgp.confirmLink(token) : undefined;
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .redirect(`/security?pgp=${ok === undefined ? 'invalid' : 'active'}`);
  });

  // The session that freezes the account stays (to lift it later); the account's others end.
  post(C.freeze.path, { cap: 'account', access: 'write', ui: true }, (auth) => [freeze.freeze(auth.userId, auth.sessionId)]);

  post(C.freezeLift.path, { cap: 'account', access: 'write', ui: true }, async (auth, req) => {
    const ua = req.headers['user-agent'];
    const client = { ip: req.ip, userAgent: typeof ua === 'string' ? ua : '' };
    await freeze.lift(auth.userId, parseWith(B.FreezeLiftBody, req.body).password, client);
    return [1];
  });

  scope.post(C.freezeRequest.path, async (req) => {
    freeze.request(parseWith(B.FreezeRequestBody, req.body).email);
    return [1];
  });

  // The freeze mail's link: whoever holds it freezes the account, and lands on /freeze.
  scope.get(C.freezeLink.path, async (req, reply) => {
    const token = (req.query as Record<string, unknown> | undefined)?.token;
    const frozen = typeof token === 'string' && token.length > 0 && token.length <= 128 ? freeze.confirm(token) : undefined;
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .redirect(`/freeze?status=${frozen === undefined ? 'invalid' : 'frozen'}`);
  });
}
