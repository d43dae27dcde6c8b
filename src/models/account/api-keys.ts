// The account's API keys (/api): listed with their permissions and last use, made with a label and
// the five capabilities of the form (each read, or read and write), revoked one by one or all at
// once, and a new key tried with a call signed by its own secret before it goes to a bot.
import { flow, types, type Instance } from 'mobx-state-tree';
import { ACCOUNT_CALLS } from '../../protocol/calls/account';
import { accountEnv, callAccount, errorText } from './env';

/** The form's capabilities and the exchange's permissions each one grants. Orders covers what a
 *  trading bot needs beside them: positions, and reading its history. */
export const KEY_CAPABILITIES = {
  orders: ['orders', 'positions'],
  funding: ['funding'],
  settings: ['settings'],
  wallets: ['wallets'],
  account: ['account'],
} as const;
export type KeyCapability = keyof typeof KEY_CAPABILITIES;
export const KEY_CAPABILITY_NAMES = Object.keys(KEY_CAPABILITIES) as KeyCapability[];

/** What the form asks for: each capability off, read, or read and write. */
export type KeyRequest = Partial<Record<KeyCapability, 'read' | 'write'>>;

export interface ApiKeyRow {
  id: number;
  label: string;
  apiKey: string;
  /** Permission → 'r' or 'rw', only those granted. */
  permissions: Record<string, 'r' | 'rw'>;
  createdAt: number;
  lastUsedAt: number | null;
}

export interface NewKey {
  label: string;
  apiKey: string;
  apiSecret: string;
}

/** The exchange's caps object of a form's request (`{orders:{read:1,write:1},…}`). */
export function capsOf(request: KeyRequest): Record<string, { read: 0 | 1; write: 0 | 1 }> {
  const caps: Record<string, { read: 0 | 1; write: 0 | 1 }> = {};
  for (const name of KEY_CAPABILITY_NAMES) {
    const access = request[name];
    if (!access) continue;
    for (const permission of KEY_CAPABILITIES[name]) caps[permission] = { read: 1, write: access === 'write' ? 1 : 0 };
    if (name === 'orders') caps.history = { read: 1, write: 0 };
  }
  return caps;
}

/** `[[SCOPE, READ, WRITE], …]` → the granted ones. */
export function grantedOf(rows: unknown): Record<string, 'r' | 'rw'> {
  const out: Record<string, 'r' | 'rw'> = {};
  for (const r of Array.isArray(rows) ? rows : []) {
    if (!Array.isArray(r) || typeof r[0] !== 'string') continue;
    if (r[2] === 1) out[r[0]] = 'rw';
    else if (r[1] === 1) out[r[0]] = 'r';
  }
  return out;
}

function rowOf(r: unknown): ApiKeyRow | undefined {
  if (!Array.isArray(r) || typeof r[0] !== 'number' || typeof r[2] !== 'string') return undefined;
  return {
    id: r[0],
    label: String(r[1] ?? ''),
    apiKey: r[2],
    permissions: grantedOf(r[3]),
    createdAt: Number(r[4] ?? 0),
    lastUsedAt: typeof r[5] === 'number' ? r[5] : null,
  };
}

export const ApiKeysStore = types
  .model('ApiKeysStore', {})
  .volatile(() => ({ list: [] as ApiKeyRow[], loaded: false }))
  .actions((self) => ({
    setList(rows: ApiKeyRow[]) {
      self.list = rows;
      self.loaded = true;
    },
  }))
  .actions((self) => {
    const load = flow(function* load() {
      const raw: unknown = yield callAccount(self, ACCOUNT_CALLS.apiKeys, {});
      self.setList((Array.isArray(raw) ? raw : []).map(rowOf).filter((k): k is ApiKeyRow => k !== undefined));
    });
    return {
      load,
      /** Makes a key; resolves to it with its secret, which the exchange never shows again. A
       *  login with no other second factor confirms it with the mailed code. */
      create: flow(function* create(label: string, request: KeyRequest, emailCode?: string) {
        const raw: unknown = yield callAccount(self, ACCOUNT_CALLS.apiKeyCreate, {
          label,
          caps: capsOf(request),
          ...(emailCode ? { email_code: emailCode } : {}),
        });
        if (!Array.isArray(raw) || typeof raw[2] !== 'string' || typeof raw[3] !== 'string') throw new Error('api key: unexpected reply');
        yield load();
        return { label: String(raw[1] ?? label), apiKey: raw[2], apiSecret: raw[3] } as NewKey;
      }),
      revoke: flow(function* revoke(apiKey: string) {
        yield callAccount(self, ACCOUNT_CALLS.apiKeyRevoke, { key: apiKey });
        yield load();
      }),
      revokeAll: flow(function* revokeAll() {
        yield callAccount(self, ACCOUNT_CALLS.apiKeyRevokeAll, {});
        yield load();
      }),
      /** A call signed with the key itself: what the exchange grants it. */
      verify: flow(function* verify(key: NewKey) {
        const env = accountEnv(self);
        if (!env?.rest.callAs) throw new Error('not signed in');
        try {
          const rows: unknown = yield env.rest.callAs(
            { kind: 'key', apiKey: key.apiKey, apiSecret: key.apiSecret },
            ACCOUNT_CALLS.permissions,
          );
          return grantedOf(rows);
        } catch (err) {
          throw new Error(errorText(err), { cause: err });
        }
      }),
    };
  });
export type ApiKeysStoreInstance = Instance<typeof ApiKeysStore>;
