// ip_lock (a security flag, account-side §3): a login session's token works only from the address
// it signed in from — on every channel: REST calls and the WebSocket's auth event, by header,
// session cookie or token. An API key is no login session and is not bound to an address.
import type { AuthContext } from './auth';
import { refuse } from './errors';
import type { Settings } from './settings';
import type { Tokens } from './tokens';

export const IP_LOCK_REFUSAL = 'token: invalid (ip_lock: this session works only from the address it signed in from)';

export function createIpLock(deps: { settings: Pick<Settings, 'coreValue'>; tokens: Pick<Tokens, 'issuedTo'> }) {
  return {
    /** Throws 10100 when the account's lock is on and the credential's session signed in elsewhere. */
    check(auth: AuthContext, ip: string): void {
      if (auth.token === null || auth.sessionId === null) return;
      const owner = auth.masterUserId ?? auth.userId;
      // The setting first: the token's address is read only for the accounts that lock to it.
      if (deps.settings.coreValue(owner, 'ip_lock') !== '1') return;
      const from = deps.tokens.issuedTo(auth.token);
      if (from !== null && from !== ip) throw refuse.auth(IP_LOCK_REFUSAL);
    },
  };
}

export type IpLock = ReturnType<typeof createIpLock>;
