// The account's securities flags (account-side issue 16, item 8): the prohibited-person answer
// (prohibitedPassed or blockProhibitedPerson), the accredited-investor questionnaire
// (isSecuritiesAccredited), the El Salvador verification (isElSalvadorSecuritiesVerified) and the
// securities-master role (isSecuritiesMaster, an operator's flag: TRADEDESK_SECURITIES_MASTERS
// names the accounts at start; no call grants it). Kept in SQLite (acct_securities). The status
// the gates read adds what is kept elsewhere: whether the site offers securities and the account
// is not frozen (isSecuritiesEnabled), the US-resident declaration, and the membership agreement
// and AIFC terms accepted in their published version (the terms kinds' user settings).
//
// A prohibited person's answer is final: a later answer cannot lift the block (they are told to
// contact support); a passed answer can still turn into a block. A sub-account reads its master's
// US-resident declaration, as everywhere else, and keeps its own securities answers.
import type { AccountsContext } from './context';
import type { UsResident } from './us-resident';
import type { UserRecord } from './users';
import { TERMS } from './terms';
import {
  AIFC_KEYS,
  type AccreditedAnswers,
  duiValid,
  DUI_RE,
  isAccredited,
  isProhibited,
  MEMBERSHIP_KEYS,
  type ProhibitedAnswers,
  type ProhibitedState,
  type SecuritiesStatus,
} from '../../src/protocol/account/securities';

interface Row {
  user_id: number;
  prohibited: string | null;
  accredited: number;
  el_salvador: number;
  el_salvador_doc: string | null;
  master: number;
  updated_at: number;
}

export interface SecuritiesDeps {
  userOf(userId: number): UserRecord;
  ownerOf(user: UserRecord): UserRecord;
  usResident: UsResident;
  /** A user setting's stored value (terms keys). */
  setting(userId: number, key: string): unknown;
  /** Whether the site offers securities (site/variants.ts). */
  offered: boolean;
}

export function createSecurities(ctx: AccountsContext, deps: SecuritiesDeps) {
  const { db, now } = ctx;
  db.exec(`CREATE TABLE IF NOT EXISTS acct_securities (
    user_id INTEGER PRIMARY KEY,
    prohibited TEXT,
    accredited INTEGER NOT NULL DEFAULT 0,
    el_salvador INTEGER NOT NULL DEFAULT 0,
    el_salvador_doc TEXT,
    master INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL
  )`);
  const read = db.prepare<[number], Row>('SELECT * FROM acct_securities WHERE user_id = ?');
  const ensure = db.prepare('INSERT OR IGNORE INTO acct_securities (user_id, updated_at) VALUES (?, ?)');
  const set = (userId: number, column: 'prohibited' | 'accredited' | 'el_salvador' | 'el_salvador_doc' | 'master', value: unknown) => {
    ensure.run(userId, now());
    db.prepare(`UPDATE acct_securities SET ${column} = ?, updated_at = ? WHERE user_id = ?`).run(value, now(), userId);
  };
  const accepted = (userId: number, key: string, modified: number) => {
    const v = deps.setting(userId, key);
    return typeof v === 'number' && v >= modified;
  };

  function status(userId: number): SecuritiesStatus {
    const u = deps.userOf(userId);
    const owner = deps.ownerOf(u);
    const r = read.get(userId);
    const frozen = u.frozenAt !== null || owner.frozenAt !== null;
    return {
      enabled: deps.offered && !frozen,
      usResident: deps.usResident.declaration(owner.id)?.usResident ?? null,
      accredited: r?.accredited === 1,
      prohibited: r?.prohibited === 'passed' || r?.prohibited === 'blocked' ? (r.prohibited as ProhibitedState) : null,
      membership: accepted(userId, MEMBERSHIP_KEYS.accepted, TERMS.securities_membership.modified),
      aifc: accepted(userId, AIFC_KEYS.accepted, TERMS.securities_aifc.modified),
      elSalvador: r?.el_salvador === 1,
      master: r?.master === 1,
    };
  }

  return {
    status,

    /** The prohibited-person answer; a refusal's text when a block would be lifted. */
    answerProhibited(userId: number, answers: ProhibitedAnswers): SecuritiesStatus | string {
      const before = read.get(userId)?.prohibited;
      const blocked = isProhibited(answers);
      if (before === 'blocked' && !blocked) {
        return 'Prohibited-person answer refused: the account is recorded as a prohibited person; contact support to review it';
      }
      set(userId, 'prohibited', blocked ? 'blocked' : 'passed');
      return status(userId);
    },

    /** The accredited-investor questionnaire: the flag follows the latest answers. */
    answerAccredited(userId: number, answers: AccreditedAnswers): SecuritiesStatus {
      set(userId, 'accredited', isAccredited(answers) ? 1 : 0);
      return status(userId);
    },

    /** The El Salvador verification (simulated): a DUI whose check digit matches is accepted. */
    verifyElSalvador(userId: number, input: { fullName: string; documentNumber: string }): SecuritiesStatus | string {
      const dui = input.documentNumber.trim();
      if (!DUI_RE.test(dui)) return 'documentNumber: invalid (a DUI: 8 digits, a hyphen and the check digit, 01234567-8)';
      if (!duiValid(dui)) return 'El Salvador verification refused: the DUI’s check digit does not match its number';
      set(userId, 'el_salvador_doc', dui);
      set(userId, 'el_salvador', 1);
      return status(userId);
    },

    /** The securities-master role (the operator's: TRADEDESK_SECURITIES_MASTERS, tests). */
    setMaster(userId: number, on: boolean): void {
      set(userId, 'master', on ? 1 : 0);
    },
  };
}

export type Securities = ReturnType<typeof createSecurities>;
