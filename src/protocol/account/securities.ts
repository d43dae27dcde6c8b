// Securities sales (account-side issue 16, item 8): the rows of `/v2/int/securities/sales` and of
// the account's securities state, the filter and order of the active sales (featured or started,
// not completed, not ended; by start), and the gates a subscription passes, in the order the
// client asks them and the exchange checks them: securities enabled → the US challenge (not a US
// person, or an accredited investor) → the prohibited-person question → the membership agreement
// → the region's own (the AIFC terms for a financial-centre sale, the El Salvador verification for
// an El Salvador sale). One table for both sides, so the refusal the exchange gives and the modal
// the client opens are the same gate. No DOM, no I/O.
import { termsKeys, type TermsKind } from './terms-kinds';

export const SECURITIES_REGIONS = ['general', 'aifc', 'el_salvador'] as const;
export type SecuritiesRegion = (typeof SECURITIES_REGIONS)[number];
export const isSecuritiesRegion = (v: unknown): v is SecuritiesRegion =>
  typeof v === 'string' && (SECURITIES_REGIONS as readonly string[]).includes(v);

/** The regional sub-paths' slugs (`/securities/aifc/…`, `/securities/el-salvador/…`). */
export const REGION_SLUGS: Readonly<Record<Exclude<SecuritiesRegion, 'general'>, string>> = {
  aifc: 'aifc',
  el_salvador: 'el-salvador',
};
export function regionOfSlug(slug: string | undefined): Exclude<SecuritiesRegion, 'general'> | undefined {
  if (slug === 'aifc') return 'aifc';
  if (slug === 'el-salvador') return 'el_salvador';
  return undefined;
}
/** The terms kind a region publishes (shown on its sub-path; the AIFC's are a gate too). */
export const REGION_TERMS: Readonly<Record<SecuritiesRegion, TermsKind>> = {
  general: 'securities_general',
  aifc: 'securities_aifc',
  el_salvador: 'securities_el_salvador',
};

/** A sale: subscriptions are paid in `currency` at `price` a token, each between `min` and `max`. */
export interface SecuritiesSale {
  id: number;
  name: string;
  issuer: string;
  region: SecuritiesRegion;
  token: string;
  currency: string;
  price: number;
  min: number;
  max: number;
  startMts: number;
  endMts: number;
  featured: boolean;
  completed: boolean;
  raised: number;
  target: number;
}

/** [ID, NAME, ISSUER, REGION, TOKEN, CURRENCY, PRICE, MIN, MAX, START_MTS, END_MTS, FEATURED,
 *  COMPLETED, RAISED, TARGET] */
export type SaleRow = [
  number,
  string,
  string,
  string,
  string,
  string,
  number,
  number,
  number,
  number,
  number,
  0 | 1,
  0 | 1,
  number,
  number,
];

export function encodeSale(s: SecuritiesSale): SaleRow {
  return [
    s.id,
    s.name,
    s.issuer,
    s.region,
    s.token,
    s.currency,
    s.price,
    s.min,
    s.max,
    s.startMts,
    s.endMts,
    s.featured ? 1 : 0,
    s.completed ? 1 : 0,
    s.raised,
    s.target,
  ];
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function decodeSale(raw: unknown): SecuritiesSale | undefined {
  if (!Array.isArray(raw) || raw.length < 15) return undefined;
  const [id, name, issuer, region, token, currency, price, min, max, start, end, featured, completed, raised, target] = raw as unknown[];
  if (!isNum(id) || typeof name !== 'string' || !isSecuritiesRegion(region) || !isNum(price) || !isNum(start) || !isNum(end))
    return undefined;
  return {
    id,
    name,
    issuer: String(issuer),
    region,
    token: String(token),
    currency: String(currency),
    price,
    min: isNum(min) ? min : 0,
    max: isNum(max) ? max : 0,
    startMts: start,
    endMts: end,
    featured: featured === 1,
    completed: completed === 1,
    raised: isNum(raised) ? raised : 0,
    target: isNum(target) ? target : 0,
  };
}

export const decodeSales = (raw: unknown): SecuritiesSale[] =>
  (Array.isArray(raw) ? raw : []).map(decodeSale).filter((s): s is SecuritiesSale => s !== undefined);

/** Whether a sale is on the public list at `now`: featured or started, not completed, not ended. */
export const isActiveSale = (s: SecuritiesSale, now: number): boolean =>
  (s.featured || s.startMts <= now) && !s.completed && s.endMts > now;

/** The public list: the active sales by start (the earliest first; equal starts by id). */
export function activeSales<S extends SecuritiesSale>(sales: readonly S[], now: number): S[] {
  return sales.filter((s) => isActiveSale(s, now)).sort((a, b) => a.startMts - b.startMts || a.id - b.id);
}

/** Whether a subscription may be made now: started, not ended, not completed. */
export const isOpenSale = (s: SecuritiesSale, now: number): boolean => s.startMts <= now && s.endMts > now && !s.completed;

/** A subscription: `amount` of the sale's currency paid for `tokens` tokens. */
export interface SecuritiesSubscription {
  id: number;
  saleId: number;
  user: number;
  amount: number;
  tokens: number;
  currency: string;
  mts: number;
}
/** [ID, SALE_ID, USER_ID, AMOUNT, TOKENS, CURRENCY, MTS] */
export type SubscriptionRow = [number, number, number, number, number, string, number];

export const encodeSubscription = (s: SecuritiesSubscription): SubscriptionRow => [
  s.id,
  s.saleId,
  s.user,
  s.amount,
  s.tokens,
  s.currency,
  s.mts,
];

export function decodeSubscription(raw: unknown): SecuritiesSubscription | undefined {
  if (!Array.isArray(raw) || raw.length < 7) return undefined;
  const [id, saleId, user, amount, tokens, currency, mts] = raw as unknown[];
  if (!isNum(id) || !isNum(saleId) || !isNum(amount) || !isNum(mts)) return undefined;
  return { id, saleId, user: isNum(user) ? user : 0, amount, tokens: isNum(tokens) ? tokens : 0, currency: String(currency), mts };
}

export type ProhibitedState = 'passed' | 'blocked';

/** The account's securities state: the user info's securities flags and what the gates read. */
export interface SecuritiesStatus {
  /** isSecuritiesEnabled: the site offers securities and the account is not frozen. */
  enabled: boolean;
  /** The US-resident declaration (`/v1/account_us_resident`); null: not made. */
  usResident: boolean | null;
  /** isSecuritiesAccredited: the accredited-investor questionnaire qualified. */
  accredited: boolean;
  /** The prohibited-person answer: prohibitedPassed, blockProhibitedPerson, or none yet. */
  prohibited: ProhibitedState | null;
  /** The membership agreement (terms kind securities_membership) is accepted in its published version. */
  membership: boolean;
  /** The AIFC securities terms are accepted in their published version. */
  aifc: boolean;
  /** isElSalvadorSecuritiesVerified. */
  elSalvador: boolean;
  /** isSecuritiesMaster: sees every sale and every subscription. */
  master: boolean;
}

/** [ENABLED, US_RESIDENT 1|0|null, ACCREDITED, PROHIBITED 'passed'|'blocked'|null, MEMBERSHIP, AIFC,
 *  EL_SALVADOR, MASTER] */
export type StatusRow = [0 | 1, 0 | 1 | null, 0 | 1, ProhibitedState | null, 0 | 1, 0 | 1, 0 | 1, 0 | 1];
const bit = (b: boolean): 0 | 1 => (b ? 1 : 0);

export function encodeStatus(s: SecuritiesStatus): StatusRow {
  return [
    bit(s.enabled),
    s.usResident === null ? null : bit(s.usResident),
    bit(s.accredited),
    s.prohibited,
    bit(s.membership),
    bit(s.aifc),
    bit(s.elSalvador),
    bit(s.master),
  ];
}

export function decodeStatus(raw: unknown): SecuritiesStatus | undefined {
  if (!Array.isArray(raw) || raw.length < 8) return undefined;
  const r = raw as unknown[];
  return {
    enabled: r[0] === 1,
    usResident: r[1] === null || r[1] === undefined ? null : r[1] === 1,
    accredited: r[2] === 1,
    prohibited: r[3] === 'passed' || r[3] === 'blocked' ? r[3] : null,
    membership: r[4] === 1,
    aifc: r[5] === 1,
    elSalvador: r[6] === 1,
    master: r[7] === 1,
  };
}

/** `/v2/auth/r/securities`: [STATUS, SALES, SUBSCRIPTIONS]. */
export function decodeSecuritiesState(raw: unknown): {
  status: SecuritiesStatus | undefined;
  sales: SecuritiesSale[];
  subscriptions: SecuritiesSubscription[];
} {
  const r = Array.isArray(raw) ? (raw as unknown[]) : [];
  return {
    status: decodeStatus(r[0]),
    sales: decodeSales(r[1]),
    subscriptions: (Array.isArray(r[2]) ? r[2] : []).map(decodeSubscription).filter((s): s is SecuritiesSubscription => s !== undefined),
  };
}

/**
 * A gate still closed, in the order asked:
 * - `enabled`: securities are not enabled for the account (final);
 * - `us`: the US-person question is not answered;
 * - `usAccredited`: a US person who is not an accredited investor (the questionnaire may qualify them);
 * - `prohibited`: the prohibited-person question is not answered;
 * - `prohibitedBlocked`: a prohibited person (final);
 * - `membership`: the membership agreement is not accepted;
 * - `aifc`: an AIFC sale, its terms not accepted;
 * - `elSalvador`: an El Salvador sale, the account not verified for it.
 */
export type SecuritiesGate = 'enabled' | 'us' | 'usAccredited' | 'prohibited' | 'prohibitedBlocked' | 'membership' | 'aifc' | 'elSalvador';

export const GATE_ORDER: readonly SecuritiesGate[] = [
  'enabled',
  'us',
  'usAccredited',
  'prohibited',
  'prohibitedBlocked',
  'membership',
  'aifc',
  'elSalvador',
];

/** The gates that no answer of the user opens. */
export const FINAL_GATES: readonly SecuritiesGate[] = ['enabled', 'prohibitedBlocked'];

/** Every gate still closed for a subscription to a sale of `region`, in the order asked. */
export function closedGates(s: SecuritiesStatus, region: SecuritiesRegion): SecuritiesGate[] {
  const closed: Record<SecuritiesGate, boolean> = {
    enabled: !s.enabled,
    us: s.usResident === null,
    usAccredited: s.usResident === true && !s.accredited,
    prohibited: s.prohibited === null,
    prohibitedBlocked: s.prohibited === 'blocked',
    membership: !s.membership,
    aifc: region === 'aifc' && !s.aifc,
    elSalvador: region === 'el_salvador' && !s.elSalvador,
  };
  return GATE_ORDER.filter((g) => closed[g]);
}

/** The first gate still closed, if any. */
export const nextGate = (s: SecuritiesStatus, region: SecuritiesRegion): SecuritiesGate | undefined => closedGates(s, region)[0];

/** The exchange's refusal of a subscription at each gate. */
export const GATE_REFUSALS: Readonly<Record<SecuritiesGate, string>> = {
  enabled: 'Subscription refused: securities are not enabled for this account (not offered on this site, or the account is frozen)',
  us: 'Subscription refused: answer the US-person question first',
  usAccredited: 'Subscription refused: US persons may subscribe only as accredited investors',
  prohibited: 'Subscription refused: answer the prohibited-person question first',
  prohibitedBlocked: 'Subscription refused: the exchange cannot serve prohibited persons',
  membership: 'Subscription refused: accept the Securities Membership Agreement first',
  aifc: 'Subscription refused: accept the AIFC Securities Terms first (an AIFC sale)',
  elSalvador: 'Subscription refused: complete the El Salvador verification first (an El Salvador sale)',
};

/** The terms keys a gate's terms are remembered under. */
export const MEMBERSHIP_KEYS = termsKeys('securities_membership');
export const AIFC_KEYS = termsKeys('securities_aifc');

/** The prohibited-person questions: a yes to any of them makes the account a prohibited person. */
export const PROHIBITED_QUESTIONS = ['sanctioned', 'politicallyExposed', 'restrictedJurisdiction'] as const;
export type ProhibitedAnswers = Record<(typeof PROHIBITED_QUESTIONS)[number], boolean>;
export const isProhibited = (a: ProhibitedAnswers): boolean => PROHIBITED_QUESTIONS.some((q) => a[q]);

/** The accredited-investor questionnaire (US Regulation D's tests): an annual income of 200,000
 *  USD or more, a net worth of 1,000,000 USD or more without the home, or a securities licence. */
export interface AccreditedAnswers {
  income: number;
  netWorth: number;
  licensed: boolean;
}
export const ACCREDITED_INCOME = 200_000;
export const ACCREDITED_NET_WORTH = 1_000_000;
export const isAccredited = (a: AccreditedAnswers): boolean =>
  a.licensed || a.income >= ACCREDITED_INCOME || a.netWorth >= ACCREDITED_NET_WORTH;

/**
 * El Salvador's identity document (DUI): eight digits, a hyphen and a check digit, the digits
 * weighted 9 to 2 and the check digit (10 − sum mod 10) mod 10. The embedded exchange verifies
 * the document by its check digit alone (a simulated verification, deterministic).
 */
export const DUI_RE = /^\d{8}-\d$/;
export function duiValid(dui: string): boolean {
  if (!DUI_RE.test(dui)) return false;
  const digits = dui.replace('-', '').split('').map(Number);
  const sum = digits.slice(0, 8).reduce((a, d, i) => a + d * (9 - i), 0);
  return (10 - (sum % 10)) % 10 === digits[8];
}
