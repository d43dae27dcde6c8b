// The affiliate programme (account-side issue 16, item 5): every account has a referral code; a
// sign-up through `/?refcode=CODE` (or `/sign-up?refcode=CODE`) carries it, kept meanwhile in the
// browser's storage under REF_CODE_STORAGE_KEY, and the exchange records the referral. From then
// on the exchange credits the referrer AFFILIATE_COMMISSION_RATE of every trading fee the referred
// account pays, in the fee's currency, to the referrer's exchange wallet with a ledger entry.
//
// The summary on the wire (`/v2/auth/r/affiliates`):
// [CODE, COMMISSION_RATE, [[MASKED_EMAIL, SIGNUP_MTS, EARNED_USD], …], [[CURRENCY, EARNED], …],
//  [[MTS, CURRENCY, AMOUNT, MASKED_EMAIL], …] (the latest commissions, newest first)].

/** The UI storage key of the referral code (account-side §9: ref_code_key). */
export const REF_CODE_STORAGE_KEY = 'ref_code_key';
/** The query parameter of a referral link. */
export const REF_CODE_PARAM = 'refcode';
/** The referrer's share of a referred account's trading fees (0.2 = 20 %), as decimal text. */
export const AFFILIATE_COMMISSION_RATE = '0.2';
/** A referral code: 8 characters of A–Z and 2–9. */
export const REF_CODE_PATTERN = /^[A-Z2-9]{8}$/;

export interface Referral {
  email: string;
  mts: number;
  /** The commissions earned from this account, valued in USD at the time they were credited. */
  earnedUsd: number;
}

export interface Commission {
  mts: number;
  currency: string;
  amount: number;
  email: string;
}

export interface AffiliateSummary {
  code: string;
  rate: string;
  referrals: Referral[];
  earned: Array<{ currency: string; amount: number }>;
  commissions: Commission[];
}

export type AffiliateSummaryRow = [
  string,
  string,
  Array<[string, number, number]>,
  Array<[string, number]>,
  Array<[number, string, number, string]>,
];

export function encodeAffiliateSummary(s: AffiliateSummary): AffiliateSummaryRow {
  return [
    s.code,
    s.rate,
    s.referrals.map((r) => [r.email, r.mts, r.earnedUsd]),
    s.earned.map((e) => [e.currency, e.amount]),
    s.commissions.map((c) => [c.mts, c.currency, c.amount, c.email]),
  ];
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const rows = (v: unknown): unknown[][] => (Array.isArray(v) ? v.filter(Array.isArray) : []);

/** The summary of the wire, or undefined when it is not one. */
export function decodeAffiliateSummary(raw: unknown): AffiliateSummary | undefined {
  if (!Array.isArray(raw) || typeof raw[0] !== 'string' || typeof raw[1] !== 'string') return undefined;
  return {
    code: raw[0],
    rate: raw[1],
    referrals: rows(raw[2])
      .filter((r) => typeof r[0] === 'string' && isNum(r[1]) && isNum(r[2]))
      .map((r) => ({ email: r[0] as string, mts: r[1] as number, earnedUsd: r[2] as number })),
    earned: rows(raw[3])
      .filter((r) => typeof r[0] === 'string' && isNum(r[1]))
      .map((r) => ({ currency: r[0] as string, amount: r[1] as number })),
    commissions: rows(raw[4])
      .filter((r) => isNum(r[0]) && typeof r[1] === 'string' && isNum(r[2]) && typeof r[3] === 'string')
      .map((r) => ({ mts: r[0] as number, currency: r[1] as string, amount: r[2] as number, email: r[3] as string })),
  };
}

/** An address shown to someone else: its first letter and its domain (`j•••@example.com`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** The referral code a page's query carries (`?refcode=…`), when it is one. */
export function refCodeOf(search: string): string | undefined {
  const code = new URLSearchParams(search).get(REF_CODE_PARAM)?.trim().toUpperCase();
  return code && REF_CODE_PATTERN.test(code) ? code : undefined;
}

/** The referral link of a code on a site's origin. */
export function referralLink(origin: string, code: string): string {
  return `${origin}/sign-up?${REF_CODE_PARAM}=${encodeURIComponent(code)}`;
}
