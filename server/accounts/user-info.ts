// `/v2/auth/r/info/user`: the positional user info. Slots follow bitfinex-api-py's indices
// (PROTOCOL §5.3 "py indices"); the fields of account-side §3 that py leaves unnamed take
// placeholder slots next to their neighbours, and userSSO is appended at the end. Node's
// UserInfo model reads paper trading / merchant at 21 / 22, so those are filled too (§9).

export const USER_INFO_SLOTS = {
  id: 0,
  email: 1,
  username: 2,
  mtsAccountCreate: 3,
  verified: 4,
  verificationLevel: 5,
  timezone: 7,
  locale: 8,
  company: 9,
  emailVerified: 10,
  subaccountType: 11,
  mtsMasterAccountCreate: 14,
  groupId: 15,
  masterAccountId: 16,
  inheritMasterAccountVerification: 17,
  isGroupMaster: 18,
  isGroupWithdrawEnabled: 19,
  nodePptEnabled: 21,
  nodeMerchantEnabled: 22,
  isPptEnabled: 23,
  isMerchantEnabled: 24,
  isCompetitionEnabled: 25,
  tfaType: 26,
  isSecuritiesMaster: 34,
  isSecuritiesAccredited: 35,
  isElSalvadorSecuritiesVerified: 36,
  isSecuritiesEnabled: 38,
  groupAllowDisableContextSwitch: 39,
  teMarginGroup: 40,
  lastLoginTime: 44,
  verificationLevelSubmitted: 45,
  verificationDataRequired: 46,
  groupDisableContextSwitch: 47,
  complianceRegions: 49,
  complianceResidenceRegions: 50,
  complianceAccountType: 51,
  signupCountry: 52,
  isPermittedBeneficiary: 53,
  isMerchantEnterprise: 54,
  userSSO: 55,
  /** The embedded exchange's own: the account is frozen (trading and withdrawals locked). */
  isFrozen: 56,
  /** The embedded exchange's own: enforced two-factor authentication is in force (account-side §6). */
  enforceTfa: 57,
} as const;

export type UserInfoField = keyof typeof USER_INFO_SLOTS;
export type UserInfoValue = string | number | null | string[];
const LENGTH = 58;

export function userInfoRow(fields: Partial<Record<UserInfoField, UserInfoValue>>): UserInfoValue[] {
  const row: UserInfoValue[] = new Array<UserInfoValue>(LENGTH).fill(null);
  for (const [name, value] of Object.entries(fields) as Array<[UserInfoField, UserInfoValue | undefined]>) {
    if (value !== undefined) row[USER_INFO_SLOTS[name]] = value;
  }
  return row;
}
