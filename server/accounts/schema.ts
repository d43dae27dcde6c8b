// The account side's own tables, created by a forward-only list of migrations. A migration is
// never edited once shipped: a change is a new entry at the end.
import type Database from 'better-sqlite3';

export type Db = Database.Database;

const MIGRATIONS: readonly string[] = [
  // 1: users, e-mail confirmation, login history, captcha, second-factor challenges
  `
  CREATE TABLE acct_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE acct_users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL,
    email_norm TEXT NOT NULL UNIQUE,
    username TEXT NOT NULL UNIQUE,
    password_hash TEXT,
    created_at INTEGER NOT NULL,
    email_verified INTEGER NOT NULL DEFAULT 0,
    verification_level INTEGER NOT NULL DEFAULT 0,
    timezone TEXT NOT NULL DEFAULT 'UTC',
    locale TEXT NOT NULL DEFAULT 'en',
    company TEXT NOT NULL DEFAULT '',
    signup_country TEXT,
    ppt_enabled INTEGER NOT NULL DEFAULT 1,
    totp_secret TEXT,
    totp_pending_secret TEXT,
    totp_last_step INTEGER,
    sso_subject TEXT UNIQUE,
    last_login_at INTEGER
  );
  CREATE TABLE acct_email_confirmations (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES acct_users(id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX acct_email_confirmations_user ON acct_email_confirmations(user_id, created_at);
  CREATE TABLE acct_login_history (
    id INTEGER PRIMARY KEY,
    user_id INTEGER,
    email_norm TEXT NOT NULL,
    ip TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    at INTEGER NOT NULL,
    success INTEGER NOT NULL,
    reason TEXT NOT NULL
  );
  CREATE INDEX acct_login_history_email ON acct_login_history(email_norm, at);
  CREATE INDEX acct_login_history_ip ON acct_login_history(ip, at);
  CREATE INDEX acct_login_history_user ON acct_login_history(user_id, at);
  CREATE TABLE acct_captcha (
    id TEXT PRIMARY KEY,
    answer TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE acct_login_challenges (
    id_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES acct_users(id),
    ip TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0
  );
  `,
  // 2: API keys, tokens, nonces, settings, outbox, feedback, local single sign-on
  `
  CREATE TABLE acct_api_keys (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES acct_users(id),
    label TEXT NOT NULL,
    api_key TEXT NOT NULL UNIQUE,
    secret_sealed TEXT NOT NULL,
    caps TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX acct_api_keys_user ON acct_api_keys(user_id);
  CREATE TABLE acct_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES acct_users(id),
    scope TEXT NOT NULL,
    caps TEXT NOT NULL,
    ui INTEGER NOT NULL,
    session_id TEXT,
    api_key_id INTEGER,
    cust_ip TEXT,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX acct_tokens_session ON acct_tokens(session_id);
  CREATE INDEX acct_tokens_user ON acct_tokens(user_id, expires_at);
  CREATE TABLE acct_nonces (subject TEXT PRIMARY KEY, last INTEGER NOT NULL);
  CREATE TABLE acct_settings (
    user_id INTEGER NOT NULL REFERENCES acct_users(id),
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, key)
  );
  CREATE TABLE acct_core_settings (
    user_id INTEGER NOT NULL REFERENCES acct_users(id),
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
  );
  CREATE TABLE acct_outbox (
    id INTEGER PRIMARY KEY,
    user_id INTEGER,
    to_addr TEXT NOT NULL,
    kind TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    link TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX acct_outbox_to ON acct_outbox(to_addr, id);
  CREATE TABLE acct_feedback (
    id INTEGER PRIMARY KEY,
    user_id INTEGER,
    rating INTEGER NOT NULL,
    description TEXT NOT NULL,
    source TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE acct_sso_identities (
    subject TEXT PRIMARY KEY,
    email_norm TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL,
    pass_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE acct_sso_used (jti TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
  `,
  `
  -- When each API key last signed a call (to the minute), shown in its list.
  ALTER TABLE acct_api_keys ADD COLUMN last_used_at INTEGER;
  `,
  `
  -- Sub-accounts (account-side §3, §6): a user whose master is another; group masters are kept
  -- out of a master's sub-account list.
  ALTER TABLE acct_users ADD COLUMN master_account_id INTEGER REFERENCES acct_users(id);
  ALTER TABLE acct_users ADD COLUMN is_group_master INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX acct_users_master ON acct_users(master_account_id);
  `,
  `
  -- Verification (account-side §3 KYC info): the latest submission of each user, and the
  -- reviewer's decision; an account freeze, asked for by its owner or from an e-mailed link.
  CREATE TABLE acct_kyc (
    user_id INTEGER PRIMARY KEY REFERENCES acct_users(id),
    account_type TEXT NOT NULL,
    data TEXT NOT NULL,
    level_requested INTEGER NOT NULL,
    prohibited INTEGER NOT NULL,
    status TEXT NOT NULL,
    reason TEXT,
    submitted_at INTEGER NOT NULL,
    decided_at INTEGER
  );
  ALTER TABLE acct_users ADD COLUMN frozen_at INTEGER;
  CREATE TABLE acct_freeze_links (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES acct_users(id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  `,
  `
  -- Security settings (account-side §3): the withdrawal whitelist per currency, and the pending
  -- change of the request → confirm → approve flow with its token and (mailed) code.
  CREATE TABLE acct_whitelist (user_id INTEGER PRIMARY KEY REFERENCES acct_users(id), data TEXT NOT NULL);
  CREATE TABLE acct_security_changes (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES acct_users(id),
    change TEXT NOT NULL,
    code_hash TEXT,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  `,
  `
  -- Security keys (WebAuthn, the "u2f" second factor) and their one-time challenges.
  CREATE TABLE acct_security_keys (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES acct_users(id),
    public_key TEXT NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT,
    label TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER
  );
  CREATE INDEX acct_security_keys_user ON acct_security_keys(user_id);
  CREATE TABLE acct_key_challenges (key TEXT PRIMARY KEY, challenge TEXT NOT NULL, expires_at INTEGER NOT NULL);
  `,
  `
  -- The account's PGP public key: pending (its challenge, its mailed link) until confirmed.
  CREATE TABLE acct_pgp_keys (
    user_id INTEGER PRIMARY KEY REFERENCES acct_users(id),
    armored TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    status TEXT NOT NULL,
    challenge TEXT,
    link_hash TEXT,
    link_expires_at INTEGER,
    created_at INTEGER NOT NULL
  );
  `,
  `
  -- SMS second factor: the confirmed phone, and a phone waiting for its code; one-time codes
  -- sent by SMS or e-mail (a pending login's, or the phone's), kept by digest.
  ALTER TABLE acct_users ADD COLUMN sms_phone TEXT;
  CREATE TABLE acct_sent_codes (
    key TEXT PRIMARY KEY,
    code_hash TEXT NOT NULL,
    phone TEXT,
    expires_at INTEGER NOT NULL
  );
  `,
  `
  -- Newsletter subscriptions (account-side §7): one per campaign and address, a user's or a guest's.
  CREATE TABLE acct_newsletter (
    campaign TEXT NOT NULL,
    email TEXT NOT NULL,
    user_id INTEGER,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (campaign, email)
  );
  `,
  `
  -- E-mail one-time codes (account-side §2 modals): the code that confirms a sensitive action of
  -- an account with no other second factor, one per user and action, kept by digest; the wrong
  -- tries it has had, and the sends of the last hour (the rate limit).
  CREATE TABLE acct_email_codes (
    user_id INTEGER NOT NULL,
    action TEXT NOT NULL,
    code_hash TEXT,
    expires_at INTEGER NOT NULL,
    wrong INTEGER NOT NULL DEFAULT 0,
    sent_at INTEGER NOT NULL,
    window_start INTEGER NOT NULL,
    sends INTEGER NOT NULL,
    PRIMARY KEY (user_id, action)
  );
  `,
  `
  -- What the Brazilian site's sign-up asks beside the address: the full name, the taxpayer number
  -- (CPF, eleven digits, check digits verified) and a phone to reach the user (not a second factor).
  CREATE TABLE acct_signup_details (
    user_id INTEGER PRIMARY KEY REFERENCES acct_users(id),
    full_name TEXT,
    cpf TEXT,
    phone TEXT
  );
  `,
  `
  -- A login refused from a new address (lock_on_new_ip) mails a link that confirms that address:
  -- single use, an hour, kept by digest like the other mailed tokens. An address is known once a
  -- login from it succeeded (acct_login_history) or such a link confirmed it (acct_known_addresses).
  CREATE TABLE acct_login_confirmations (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES acct_users(id),
    ip TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX acct_login_confirmations_expiry ON acct_login_confirmations(expires_at);
  CREATE TABLE acct_known_addresses (
    user_id INTEGER NOT NULL REFERENCES acct_users(id),
    ip TEXT NOT NULL,
    added_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, ip)
  );
  `,
];

/** Brings the account tables up to date; returns the schema version reached. */
export function migrateAccounts(db: Db): number {
  db.exec('CREATE TABLE IF NOT EXISTS acct_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const row = db.prepare('SELECT MAX(version) AS v FROM acct_migrations').get() as { v: number | null };
  const current = row.v ?? 0;
  if (current > MIGRATIONS.length) {
    throw new Error(`account tables are at version ${current}, newer than this program (${MIGRATIONS.length})`);
  }
  const record = db.prepare('INSERT INTO acct_migrations (version, applied_at) VALUES (?, ?)');
  for (let v = current + 1; v <= MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v - 1]!);
      record.run(v, Date.now());
    })();
  }
  return MIGRATIONS.length;
}

/** Small key/value facts of the installation (vault key, provider keys, demo key id). */
export function metaGet(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM acct_meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function metaSet(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO acct_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}
