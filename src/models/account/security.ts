// The security page's account calls (/security): the authenticator app turned on (a secret and
// its otpauth:// URI, then a code to confirm) and off (with a code), and the login history.
import { flow, types, type Instance } from 'mobx-state-tree';
import { ACCOUNT_CALLS } from '../../protocol/calls/account';
import { callAccount } from './env';
import type { CallInput } from '../../protocol/calls';

export interface LoginEntry {
  id: number;
  mts: number;
  ip: string;
  userAgent: string;
  success: boolean;
  reason: string | null;
}

function loginOf(r: unknown): LoginEntry | undefined {
  if (!Array.isArray(r) || typeof r[0] !== 'number' || typeof r[2] !== 'number') return undefined;
  const extra = (typeof r[7] === 'object' && r[7] !== null ? r[7] : {}) as Record<string, unknown>;
  return {
    id: r[0],
    mts: r[2],
    ip: String(r[4] ?? ''),
    userAgent: typeof extra.user_agent === 'string' ? extra.user_agent : '',
    success: extra.success !== 0,
    reason: typeof extra.reason === 'string' ? extra.reason : null,
  };
}

export interface SecurityKeyRow {
  id: string;
  label: string;
  createdAt: number;
  lastUsedAt: number | null;
}

function keyOf(r: unknown): SecurityKeyRow | undefined {
  if (!Array.isArray(r) || typeof r[0] !== 'string') return undefined;
  return { id: r[0], label: String(r[1] ?? ''), createdAt: Number(r[2] ?? 0), lastUsedAt: typeof r[3] === 'number' ? r[3] : null };
}

export const SecurityStore = types
  .model('SecurityStore', {})
  .volatile(() => ({ logins: [] as LoginEntry[], loaded: false, keys: [] as SecurityKeyRow[] }))
  .actions((self) => ({
    setLogins(list: LoginEntry[]) {
      self.logins = list;
      self.loaded = true;
    },
    setKeys(list: SecurityKeyRow[]) {
      self.keys = list;
    },
  }))
  .actions((self) => {
    const loadKeys = flow(function* loadKeys() {
      const raw: unknown = yield callAccount(self, ACCOUNT_CALLS.securityKeys, {});
      self.setKeys((Array.isArray(raw) ? raw : []).map(keyOf).filter((k): k is SecurityKeyRow => k !== undefined));
    });
    return {
      loadKeys,
      /** Registers a security key: the exchange's options, the browser's WebAuthn ceremony
       *  (@simplewebauthn/browser, loaded only then), the attestation back to the exchange. */
      addKey: flow(function* addKey(label: string) {
        const options: unknown = yield callAccount(self, ACCOUNT_CALLS.twoFaChallenge, { method: 'u2f', isRegister: true });
        const { startRegistration } = (yield import('@simplewebauthn/browser')) as typeof import('@simplewebauthn/browser');
        const response: unknown = yield startRegistration({
          optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'],
        });
        yield callAccount(self, ACCOUNT_CALLS.keyRegister, {
          response: response as CallInput<typeof ACCOUNT_CALLS.keyRegister>['response'],
          label,
        });
        yield loadKeys();
      }),
      smsEnable: flow(function* smsEnable(phone: string) {
        yield callAccount(self, ACCOUNT_CALLS.smsEnable, { phone });
      }),
      smsConfirm: flow(function* smsConfirm(code: string) {
        yield callAccount(self, ACCOUNT_CALLS.smsConfirm, { code });
      }),
      smsSend: flow(function* smsSend() {
        yield callAccount(self, ACCOUNT_CALLS.smsSend, {});
      }),
      smsDisable: flow(function* smsDisable(code: string) {
        yield callAccount(self, ACCOUNT_CALLS.smsDisable, { code });
      }),
      removeKey: flow(function* removeKey(id: string) {
        yield callAccount(self, ACCOUNT_CALLS.keyRemove, { id });
        yield loadKeys();
      }),
    };
  })
  .actions((self) => ({
    loadLogins: flow(function* loadLogins() {
      const raw: unknown = yield callAccount(self, ACCOUNT_CALLS.loginsHist, { limit: 50 });
      self.setLogins((Array.isArray(raw) ? raw : []).map(loginOf).filter((l): l is LoginEntry => l !== undefined));
    }),
    /** A new secret for the authenticator app: [SECRET, otpauth:// URI]. */
    beginOtp: flow(function* beginOtp() {
      const raw: unknown = yield callAccount(self, ACCOUNT_CALLS.otpEnable, {});
      if (!Array.isArray(raw) || typeof raw[0] !== 'string' || typeof raw[1] !== 'string') throw new Error('2fa: unexpected reply');
      return { secret: raw[0], uri: raw[1] };
    }),
    confirmOtp: flow(function* confirmOtp(code: string) {
      yield callAccount(self, ACCOUNT_CALLS.otpConfirm, { code });
    }),
    disableOtp: flow(function* disableOtp(code: string) {
      yield callAccount(self, ACCOUNT_CALLS.otpDisable, { code });
    }),
  }));
export type SecurityStoreInstance = Instance<typeof SecurityStore>;
