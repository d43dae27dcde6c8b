// Security settings of the /security page: the withdrawal whitelist being edited and the session
// flags, saved through request → confirm → approve (account-side §4): the exchange checks the
// change and keeps it pending with a token; the code of the authenticator app (or of a mail)
// approves it; an approval error clears the pending data.
import { flow, types, type Instance } from 'mobx-state-tree';
import { ACCOUNT_CALLS } from '../../protocol/calls/account';
import { callAccount } from './env';
import {
  DISABLED_MARKER,
  SECURITY_FLAGS,
  type SecurityFlag,
  type Whitelist,
  type WhitelistEntry,
} from '../../protocol/account/security-settings';

export type { Whitelist };

/** The withdrawal check's flag ('1': withdrawals go without the e-mail confirmation); the page
 *  shows it in a section of its own, with what it does. */
export const WITHDRAWAL_CHECK_FLAG = 'no_enforce_withdrawal_check' satisfies SecurityFlag;
/** The session flags the page offers together. */
export const SESSION_FLAGS = SECURITY_FLAGS.filter((f) => f !== WITHDRAWAL_CHECK_FLAG);
export type SessionFlag = SecurityFlag;

export interface PgpKey {
  fingerprint: string;
  status: 'pending' | 'active';
  challenge: string | null;
  createdAt: number;
}

export function pgpOf(raw: unknown): PgpKey | null {
  if (!Array.isArray(raw) || typeof raw[0] !== 'string') return null;
  return {
    fingerprint: raw[0],
    status: raw[1] === 'active' ? 'active' : 'pending',
    challenge: typeof raw[2] === 'string' ? raw[2] : null,
    createdAt: Number(raw[3] ?? 0),
  };
}

export interface Pending {
  token: string;
  expiresAt: number;
  method: 'otp' | 'email';
}

const blank = (): WhitelistEntry => ({ address: '', error: null });

/** Disabling all: the disabled marker for every currency, its flag off. */
export function disableAll(w: Whitelist): Whitelist {
  return Object.fromEntries(Object.keys(w).map((c) => [c, { on: false, addresses: [] }]));
}

/** Enabling all: every currency on, with a blank address to fill where it has none. */
export function enableAll(w: Whitelist): Whitelist {
  return Object.fromEntries(
    Object.entries(w).map(([c, v]) => [c, { on: true, addresses: v.addresses.length > 0 ? v.addresses : [blank()] }]),
  );
}

/** An address edited: duplicates within the currency are flagged as existing. */
export function withAddress(w: Whitelist, currency: string, index: number, address: string): Whitelist {
  const list = [...(w[currency]?.addresses ?? [])];
  list[index] = { address, error: null };
  const seen = new Set<string>();
  const flagged = list.map((e) => {
    const key = e.address.trim();
    const dup = key !== '' && seen.has(key);
    seen.add(key);
    return { address: e.address, error: dup ? 'existing' : e.error === 'existing' ? null : e.error };
  });
  return { ...w, [currency]: { on: w[currency]?.on ?? true, addresses: flagged } };
}

/** What the request sends: each currency's addresses, or the disabled marker. */
export function whitelistRequest(w: Whitelist): Record<string, string[]> {
  return Object.fromEntries(Object.entries(w).map(([c, v]) => [c, v.on ? v.addresses.map((a) => a.address) : [DISABLED_MARKER]]));
}

export function whitelistOf(raw: unknown): Whitelist {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Whitelist = {};
  for (const [c, v] of Object.entries(raw as Record<string, unknown>)) {
    const cw = v as { on?: unknown; addresses?: unknown };
    const addresses = Array.isArray(cw.addresses)
      ? cw.addresses
          .filter((a): a is { address: unknown; error: unknown } => typeof a === 'object' && a !== null)
          .map((a) => ({ address: String(a.address ?? ''), error: typeof a.error === 'string' ? a.error : null }))
      : [];
    out[c] = { on: cw.on === true, addresses };
  }
  return out;
}

export const SecuritySettingsStore = types
  .model('SecuritySettingsStore', {})
  .volatile(() => ({
    whitelist: {} as Whitelist,
    flags: {} as Record<string, string>,
    pgp: null as PgpKey | null,
    pending: null as Pending | null,
    loaded: false,
  }))
  .actions((self) => ({
    setSettings(raw: unknown) {
      const r = Array.isArray(raw) ? raw : [];
      self.whitelist = whitelistOf(r[0]);
      self.flags = Object.fromEntries(
        (Array.isArray(r[1]) ? r[1] : [])
          .filter((p): p is [string, unknown] => Array.isArray(p) && typeof p[0] === 'string')
          .map((p) => [p[0], String(p[1])]),
      );
      self.pgp = pgpOf(r[2]);
      self.loaded = true;
    },
    setPgp(k: PgpKey | null) {
      self.pgp = k;
    },
    edit(w: Whitelist) {
      self.whitelist = w;
    },
    setPending(p: Pending | null) {
      self.pending = p;
    },
  }))
  .actions((self) => ({
    load: flow(function* load() {
      self.setSettings(yield callAccount(self, ACCOUNT_CALLS.securitySettings, {}));
    }),
    /** Asks for a change; false when the exchange refused an address (its error is now on it). */
    request: flow(function* request(change: { whitelist?: Whitelist; flags?: Record<string, '0' | '1'> }) {
      self.setPending(null);
      const raw: unknown = yield callAccount(self, ACCOUNT_CALLS.securityChange, {
        ...(change.whitelist ? { whitelisted_addresses: whitelistRequest(change.whitelist) } : {}),
        ...(change.flags ? { settings: change.flags } : {}),
      });
      const r = Array.isArray(raw) ? raw : [];
      if (typeof r[0] !== 'string') {
        if (change.whitelist) self.edit({ ...self.whitelist, ...whitelistOf(r[3]) });
        return false;
      }
      self.setPending({ token: r[0], expiresAt: Number(r[1] ?? 0), method: r[2] === 'otp' ? 'otp' : 'email' });
      return true;
    }),
    pgpUpdate: flow(function* pgpUpdate(key: string) {
      self.setPgp(pgpOf(yield callAccount(self, ACCOUNT_CALLS.pgpUpdate, { key })));
    }),
    pgpConfirm: flow(function* pgpConfirm(signature: string) {
      self.setPgp(pgpOf(yield callAccount(self, ACCOUNT_CALLS.pgpConfirm, { signature })));
    }),
    pgpDelete: flow(function* pgpDelete() {
      yield callAccount(self, ACCOUNT_CALLS.pgpDelete, {});
      self.setPgp(null);
    }),
    /** Approves the pending change; any error clears it (it must be asked for again). */
    approve: flow(function* approve(code: string) {
      const pending = self.pending;
      if (!pending) throw new Error('token: invalid (no pending change: ask again)');
      try {
        self.setSettings(yield callAccount(self, ACCOUNT_CALLS.securityApprove, { token: pending.token, code }));
      } finally {
        self.setPending(null);
      }
    }),
  }));
export type SecuritySettingsStoreInstance = Instance<typeof SecuritySettingsStore>;
