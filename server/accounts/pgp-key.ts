// The account's PGP public key (account-side §3–§4): an armoured public key pasted by the user,
// read and checked with `openpgp` (a private key, a revoked or expired key, or anything that is
// no key is refused with the reason); pending until confirmed — by a cleartext message signed
// with that key over the challenge the exchange gave, or by the link of a mail — then active;
// deleted on request. One key per account.
import { createCleartextMessage, readCleartextMessage, readKey, verify, type Key } from 'openpgp';
import type { AccountsContext } from './context';
import { refuse } from './errors';
import type { Outbox } from './outbox';
import { digest, randomId } from './secrets';
import type { Users } from './users';

export const PGP_LINK_TTL_MS = 24 * 3600_000;
const MAX_ARMOR_CHARS = 64_000;

export interface PgpKeyState {
  fingerprint: string;
  status: 'pending' | 'active';
  /** The text to sign (pending only). */
  challenge: string | null;
  createdAt: number;
}

interface PgpRow {
  armored: string;
  fingerprint: string;
  status: 'pending' | 'active';
  challenge: string | null;
  link_hash: string | null;
  link_expires_at: number | null;
  created_at: number;
}

async function readPublicKey(armored: string): Promise<Key> {
  if (armored.length > MAX_ARMOR_CHARS) throw refuse.params('key: invalid (too long for a public key)');
  let key: Key;
  try {
    key = await readKey({ armoredKey: armored });
  } catch (err) {
    throw refuse.params(`key: invalid (${err instanceof Error ? err.message.slice(0, 120) : 'not an armoured OpenPGP key'})`);
  }
  if (key.isPrivate())
    throw refuse.params('key: invalid (this is a private key: paste the public one, and keep the private key to yourself)');
  if (await key.isRevoked()) throw refuse.params('key: invalid (the key is revoked)');
  const expires = await key.getExpirationTime();
  if (expires instanceof Date && expires.getTime() < Date.now()) throw refuse.params('key: invalid (the key has expired)');
  return key;
}

export function createPgpKeys(ctx: AccountsContext, deps: { users: Users; outbox: Outbox; linkPath: string }) {
  const { db, now } = ctx;
  const read = (userId: number) => db.prepare<[number], PgpRow>('SELECT * FROM acct_pgp_keys WHERE user_id = ?').get(userId);
  const activate = (userId: number) =>
    db
      .prepare("UPDATE acct_pgp_keys SET status = 'active', challenge = NULL, link_hash = NULL, link_expires_at = NULL WHERE user_id = ?")
      .run(userId);

  return {
    state(userId: number): PgpKeyState | null {
      const r = read(userId);
      return r ? { fingerprint: r.fingerprint, status: r.status, challenge: r.challenge, createdAt: r.created_at } : null;
    },

    /** A new key, pending: the challenge to sign, and a mail with the confirmation link. */
    async update(userId: number, armored: string): Promise<PgpKeyState> {
      const user = deps.users.byId(userId);
      if (!user) throw refuse.auth('user: unknown');
      const key = await readPublicKey(armored.trim());
      const fingerprint = key.getFingerprint().toUpperCase();
      const challenge = `Tradedesk PGP key confirmation for ${user.email}: ${randomId(18)}`;
      const token = randomId(24);
      const at = now();
      db.prepare(
        `INSERT INTO acct_pgp_keys (user_id, armored, fingerprint, status, challenge, link_hash, link_expires_at, created_at)
        VALUES (?, ?, ?, 'pending', ?, ?, ?, ?)
        ON CONFLICT(user_id) DO UPDATE SET armored = excluded.armored, fingerprint = excluded.fingerprint, status = 'pending',
          challenge = excluded.challenge, link_hash = excluded.link_hash, link_expires_at = excluded.link_expires_at,
          created_at = excluded.created_at`,
      ).run(userId, armored.trim(), fingerprint, challenge, digest(token), at + PGP_LINK_TTL_MS, at);
      const link = `${deps.linkPath}?token=${encodeURIComponent(token)}`;
      deps.outbox.send({
        userId,
        to: user.email,
        kind: 'confirm-pgp',
        subject: 'Confirm your PGP key',
        body: `A PGP public key was added to your account (fingerprint ${fingerprint}). Open this link within a day to confirm it, or sign the challenge shown on the Security page with the key:\n${link}\n\nIf you did not add it, change your password.`,
        link,
      });
      return { fingerprint, status: 'pending', challenge, createdAt: at };
    },

    /** Confirms the pending key with a cleartext message of its challenge, signed by the key. */
    async confirm(userId: number, signed: string): Promise<void> {
      const r = read(userId);
      if (!r || r.status !== 'pending' || !r.challenge) throw refuse.params('key: nothing to confirm');
      if (signed.length > MAX_ARMOR_CHARS) throw refuse.params('signature: invalid (too long)');
      try {
        const message = await readCleartextMessage({ cleartextMessage: signed });
        const expected = await createCleartextMessage({ text: r.challenge });
        if (message.getText().trim() !== expected.getText().trim()) throw new Error('the signed text is not the challenge');
        const result = await verify({ message, verificationKeys: await readKey({ armoredKey: r.armored }) });
        await result.signatures[0]?.verified;
        if (!result.signatures[0]) throw new Error('no signature');
      } catch (err) {
        throw refuse.params(`signature: invalid (${err instanceof Error ? err.message.slice(0, 120) : 'not signed by the key'})`);
      }
      activate(userId);
    },

    /** The mail's link: the user whose key it confirmed, or undefined. */
    confirmLink(token: string): number | undefined {
      const row = db
        .prepare<[string, number], { user_id: number }>(
          "SELECT user_id FROM acct_pgp_keys WHERE link_hash = ? AND status = 'pending' AND link_expires_at > ?",
        )
        .get(digest(token), now());
      if (!row) return undefined;
      activate(row.user_id);
      return row.user_id;
    },

    remove(userId: number): boolean {
      return db.prepare('DELETE FROM acct_pgp_keys WHERE user_id = ?').run(userId).changes === 1;
    },
  };
}

export type PgpKeys = ReturnType<typeof createPgpKeys>;
