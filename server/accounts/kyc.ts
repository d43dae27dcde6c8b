// Verification (account-side §3 KYC info, §6 levels): a user submits the data of the level they
// want; the embedded exchange's local reviewer decides once its delay has passed (0: at once) —
// approving the level asked for, or refusing a prohibited person or a resident of a blocked
// compliance region (block_compl_region) with the reason. A decision is settled when it is next
// read (no timer to lose in a restart); the submission and the decision are kept in SQLite.
import type { AccountsContext } from './context';
import { isCountry } from './countries';
import { refuse } from './errors';
import type { Users } from './users';

export type KycStatus = 'none' | 'pending' | 'approved' | 'rejected';
export type AccountType = 'individual' | 'corporate';

export interface KycData {
  first_name?: string;
  last_name?: string;
  full_corporate_name?: string;
  high_net_worth?: boolean;
  date_of_birth?: string;
  apartment?: string;
  floor?: string;
  building?: string;
  street?: string;
  district?: string;
  city?: string;
  state?: string;
  country: string;
  zipcode?: string;
  id_document_type?: 'passport' | 'id_card' | 'driving_licence';
  id_document_number?: string;
}

export interface KycSubmission {
  accountType: AccountType;
  level: 1 | 2 | 3;
  prohibitedPerson: boolean;
  data: KycData;
}

export interface KycRecord {
  status: KycStatus;
  accountType: AccountType;
  levelRequested: number;
  data: KycData | null;
  reason: string | null;
  submittedAt: number | null;
  decidedAt: number | null;
}

export interface KycOptions {
  /** How long the local reviewer takes (ms; 0 decides at once). */
  reviewDelayMs: number;
  /** Residents of these countries are refused (block_compl_region). */
  blockedRegions: readonly string[];
}

interface KycRow {
  account_type: AccountType;
  data: string;
  level_requested: number;
  prohibited: number;
  status: KycStatus;
  reason: string | null;
  submitted_at: number;
  decided_at: number | null;
}

/** What each level needs beyond the one below it, as the missing fields' names. */
function missingFor(s: KycSubmission): string[] {
  const d = s.data;
  const missing: string[] = [];
  const need = (field: keyof KycData) => {
    const v = d[field];
    if (v === undefined || v === '') missing.push(field);
  };
  if (s.accountType === 'corporate') need('full_corporate_name');
  else {
    need('first_name');
    need('last_name');
  }
  if (s.level >= 2) {
    if (s.accountType === 'individual') need('date_of_birth');
    for (const f of ['building', 'street', 'city', 'zipcode'] as const) need(f);
  }
  if (s.level >= 3) {
    need('id_document_type');
    need('id_document_number');
  }
  return missing;
}

export function createKyc(ctx: AccountsContext, users: Users, opts: KycOptions) {
  const { db, now } = ctx;
  const read = db.prepare<[number], KycRow>('SELECT * FROM acct_kyc WHERE user_id = ?');

  /** The reviewer's decision on a submission whose delay has passed. */
  function settle(userId: number, row: KycRow): KycRow {
    if (row.status !== 'pending' || now() < row.submitted_at + opts.reviewDelayMs) return row;
    const data = JSON.parse(row.data) as KycData;
    let status: KycStatus = 'approved';
    let reason: string | null = null;
    if (row.prohibited === 1) {
      status = 'rejected';
      reason = 'prohibited person: the exchange cannot serve prohibited persons';
    } else if (opts.blockedRegions.includes(data.country)) {
      status = 'rejected';
      reason = `region: the exchange is not available to residents of ${data.country}`;
    }
    const decidedAt = row.submitted_at + opts.reviewDelayMs;
    db.transaction(() => {
      db.prepare('UPDATE acct_kyc SET status = ?, reason = ?, decided_at = ? WHERE user_id = ?').run(status, reason, decidedAt, userId);
      const user = users.byId(userId);
      if (status === 'approved' && user && user.verificationLevel < row.level_requested) {
        users.setVerificationLevel(userId, row.level_requested as 1 | 2 | 3);
      }
    })();
    return { ...row, status, reason, decided_at: decidedAt };
  }

  return {
    /** The user's latest submission and its decision (settled now if it is due). */
    record(userId: number): KycRecord {
      const found = read.get(userId);
      if (!found) {
        return {
          status: 'none',
          accountType: 'individual',
          levelRequested: 0,
          data: null,
          reason: null,
          submittedAt: null,
          decidedAt: null,
        };
      }
      const row = settle(userId, found);
      return {
        status: row.status,
        accountType: row.account_type,
        levelRequested: row.level_requested,
        data: JSON.parse(row.data) as KycData,
        reason: row.reason,
        submittedAt: row.submitted_at,
        decidedAt: row.decided_at,
      };
    },

    /** A new submission: refused when data of its level is missing, when one is under review,
     *  or when the account already has the level. */
    submit(userId: number, s: KycSubmission): KycRecord {
      const user = users.byId(userId);
      if (!user) throw refuse.auth('user: unknown');
      if (user.masterAccountId !== null && user.masterAccountId !== user.id) {
        throw refuse.generic('verification: a sub-account has its master account’s verification');
      }
      const current = this.record(userId);
      if (current.status === 'pending') throw refuse.generic('verification: a submission is already under review');
      if (user.verificationLevel >= s.level)
        throw refuse.params(`level: invalid (the account already has level ${user.verificationLevel})`);
      const missing = missingFor(s);
      if (missing.length > 0) throw refuse.params(`data: invalid (missing ${missing.join(', ')})`);
      // The residence is a country rule's input: one of the exchange's countries (`/v2/int/countries`).
      if (!isCountry(s.data.country)) throw refuse.params('data: invalid (country: choose your country of residence from the list)');
      db.prepare(
        `INSERT INTO acct_kyc (user_id, account_type, data, level_requested, prohibited, status, reason, submitted_at, decided_at)
        VALUES (?, ?, ?, ?, ?, 'pending', NULL, ?, NULL)
        ON CONFLICT(user_id) DO UPDATE SET account_type = excluded.account_type, data = excluded.data,
          level_requested = excluded.level_requested, prohibited = excluded.prohibited, status = 'pending',
          reason = NULL, submitted_at = excluded.submitted_at, decided_at = NULL`,
      ).run(userId, s.accountType, JSON.stringify(s.data), s.level, s.prohibitedPerson ? 1 : 0, now());
      return this.record(userId);
    },
  };
}

export type Kyc = ReturnType<typeof createKyc>;
