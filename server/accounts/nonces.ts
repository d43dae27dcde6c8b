// Nonces: strictly increasing per API key (or token), one sequence shared by REST and WebSocket
// (PROTOCOL §3.1, §5.1, §6.6). The last accepted value is persisted, so a restart cannot
// reopen old nonces to replay.
import { parseNonce } from '../../src/protocol/nonce';
import type { AccountsContext } from './context';
import { AuthText, refuse } from './errors';
import { digest } from './secrets';

/** The nonce subject of an API key or a token text ("pub:…"). */
export function nonceSubject(keyOrToken: string): string {
  return keyOrToken.startsWith('pub:') ? `t:${digest(keyOrToken)}` : `k:${keyOrToken}`;
}

export function createNonces(ctx: AccountsContext) {
  const { db } = ctx;
  const advance = db.prepare(`INSERT INTO acct_nonces (subject, last) VALUES (?, ?)
    ON CONFLICT(subject) DO UPDATE SET last = excluded.last WHERE excluded.last > acct_nonces.last`);
  return {
    /** Accepts n (a positive safe integer, PROTOCOL §3.1) iff it is above the last accepted nonce of the key or token; else 10114. */
    check(keyOrToken: string, n: unknown): void {
      const value = parseNonce(n);
      if (value === undefined) throw refuse.nonce(AuthText.NONCE_INVALID);
      if (advance.run(nonceSubject(keyOrToken), value).changes !== 1) throw refuse.nonce(AuthText.NONCE_SMALL);
    },
    last(keyOrToken: string): number | undefined {
      const row = db.prepare('SELECT last FROM acct_nonces WHERE subject = ?').get(nonceSubject(keyOrToken)) as
        { last: number } | undefined;
      return row?.last;
    },
  };
}

export type Nonces = ReturnType<typeof createNonces>;
