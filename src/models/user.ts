// The signed-in user (account-side §3 "User info"), read from the positional
// `/v2/auth/r/info/user` row. The slots every source agrees on come from the protocol's codec;
// the exchange's further slots are read here, each tolerant of null.
import { types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { userInfoCodec } from '../protocol/account/user-info';

/** Slots past the protocol's common ones, as the embedded exchange fills them. */
const EXTRA_SLOTS = {
  subaccountType: 11,
  masterAccountId: 16,
  isGroupMaster: 18,
  isGroupWithdrawEnabled: 19,
  isPptEnabled: 23,
  tfaType: 26,
  teMarginGroup: 40,
  lastLoginTime: 44,
  verificationLevelSubmitted: 45,
  complianceResidenceRegions: 50,
  complianceAccountType: 51,
  signupCountry: 52,
  userSSO: 55,
  isFrozen: 56,
  enforceTfa: 57,
} as const;

export const VERIFICATION_LEVELS = ['BASIC', 'BASIC_PLUS', 'INTERMEDIATE', 'FULL'] as const;
export type VerificationLevelName = (typeof VERIFICATION_LEVELS)[number];

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const flag = (v: unknown): boolean => v === 1 || v === true || v === '1';
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function tfaTypes(v: unknown): string[] {
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  return typeof v === 'string' && v !== ''
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

function residenceOf(v: unknown): string | null {
  return Array.isArray(v) && typeof v[0] === 'string' ? v[0] : null;
}

export const User = types
  .model('User', {
    id: types.number,
    email: types.string,
    username: types.string,
    createdAt: types.maybeNull(types.number),
    verified: false,
    verificationLevel: 0,
    timezone: types.maybeNull(types.string),
    locale: types.maybeNull(types.string),
    company: types.maybeNull(types.string),
    emailVerified: false,
    subaccountType: types.maybeNull(types.string),
    masterAccountId: types.maybeNull(types.number),
    isGroupMaster: false,
    /** Group withdrawals are on unless the flag is explicitly false (account-side §6). */
    isGroupWithdrawEnabled: true,
    isPaperTradingEnabled: false,
    tfaTypes: types.array(types.string),
    /** Default group 1; 0 is cross-collateral margin (account-side §6). */
    teMarginGroup: 1,
    lastLoginTime: types.maybeNull(types.number),
    signupCountry: types.maybeNull(types.string),
    singleSignOn: false,
    /** The level a submission under review asks for (0: none). */
    verificationLevelSubmitted: 0,
    /** The country of residence the verification gave, when it did. */
    residence: types.maybeNull(types.string),
    accountType: types.optional(types.enumeration(['individual', 'corporate']), 'individual'),
    /** Trading and withdrawals locked until the owner lifts the freeze. */
    frozen: false,
    /** Enforced two-factor authentication is in force (the account's flag or the exchange's). */
    enforceTfa: false,
  })
  .views((self) => ({
    /** An id and no master account, or a master account that is itself (account-side §4). */
    get isMainAccount(): boolean {
      return self.masterAccountId === null || self.masterAccountId === self.id;
    },
    /** Basic unless verified (account-side §4). */
    get verificationLevelName(): VerificationLevelName {
      if (!self.verified) return 'BASIC';
      return VERIFICATION_LEVELS[Math.min(Math.max(Math.trunc(self.verificationLevel), 0), 3)] ?? 'BASIC';
    },
    get crossCollateral(): boolean {
      return self.teMarginGroup === 0;
    },
    get secondFactorEnabled(): boolean {
      return self.tfaTypes.length > 0;
    },
    /** Enforced 2FA without a second factor: withdrawals and new API keys are refused. */
    get needsSecondFactor(): boolean {
      return self.enforceTfa && self.tfaTypes.length === 0;
    },
  }));

export type UserInstance = Instance<typeof User>;
export type UserSnapshot = SnapshotIn<typeof User>;

/** The user of an info row, or undefined when the row is not one. */
export function userFromInfoRow(row: unknown): UserSnapshot | undefined {
  const base = userInfoCodec.decode(row);
  if (!base || !Array.isArray(row)) return undefined;
  const slot = (name: keyof typeof EXTRA_SLOTS): unknown => row[EXTRA_SLOTS[name]];
  return {
    id: base.id,
    email: base.email,
    username: base.username,
    createdAt: base.mtsAccountCreate,
    verified: base.verified,
    verificationLevel: base.verificationLevel ?? 0,
    timezone: base.timezone,
    locale: base.locale,
    company: base.company,
    emailVerified: base.emailVerified,
    subaccountType: text(slot('subaccountType')),
    masterAccountId: num(slot('masterAccountId')),
    isGroupMaster: flag(slot('isGroupMaster')),
    isGroupWithdrawEnabled: slot('isGroupWithdrawEnabled') !== 0 && slot('isGroupWithdrawEnabled') !== false,
    isPaperTradingEnabled: flag(slot('isPptEnabled')),
    tfaTypes: tfaTypes(slot('tfaType')),
    teMarginGroup: num(slot('teMarginGroup')) ?? 1,
    lastLoginTime: num(slot('lastLoginTime')),
    signupCountry: text(slot('signupCountry')),
    singleSignOn: flag(slot('userSSO')),
    verificationLevelSubmitted: num(slot('verificationLevelSubmitted')) ?? 0,
    residence: residenceOf(slot('complianceResidenceRegions')),
    accountType: slot('complianceAccountType') === 'corporate' ? 'corporate' : 'individual',
    frozen: flag(slot('isFrozen')),
    enforceTfa: flag(slot('enforceTfa')),
  };
}
