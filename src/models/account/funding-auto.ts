// Funding auto-renew (market-side §3: active, period, threshold, rate) per currency. The
// exchange takes it through `/v2/auth/w/funding/auto` and answers with the setting it keeps,
// [CURRENCY, PERIOD, RATE, THRESHOLD]; it has no call to read it back, so the accepted setting
// is remembered in the user's settings storage.
import { isUnsignedDecimalText } from '../../protocol/decimal';
import BigNumber from 'bignumber.js';

export const AUTO_RENEW_SETTING_KEY = 'funding_auto';
export const AUTO_PERIOD_MIN = 2;
export const AUTO_PERIOD_MAX = 30;

export interface AutoRenewSetting {
  /** Currency without prefix: "USD". */
  currency: string;
  active: boolean;
  period: number;
  /** Daily rate as a fraction ("0.0002"); "0" lends at the FRR. */
  rate: string;
  /** Most that is offered at once; "0" = the whole funding balance. */
  threshold: string;
}

export type AutoRenewField = 'period' | 'rate' | 'threshold';
export type AutoRenewErrors = Partial<Record<AutoRenewField, 'error.period' | 'error.notNegative'>>;

const nonNegative = (text: string): boolean => {
  const v = text.trim();
  if (v === '') return true;
  if (!isUnsignedDecimalText(v)) return false;
  return new BigNumber(v).gte(0);
};

/** Period a whole number 2–30; rate (in %) and threshold empty or ≥ 0. */
export function autoRenewErrors(d: { period: string; ratePercent: string; threshold: string }): AutoRenewErrors {
  const errors: AutoRenewErrors = {};
  const p = Number(d.period.trim());
  if (d.period.trim() === '' || !Number.isInteger(p) || p < AUTO_PERIOD_MIN || p > AUTO_PERIOD_MAX) errors.period = 'error.period';
  if (!nonNegative(d.ratePercent)) errors.rate = 'error.notNegative';
  if (!nonNegative(d.threshold)) errors.threshold = 'error.notNegative';
  return errors;
}

/** The setting the exchange says it keeps (fa-req data), or undefined when the data is not that. */
export function decodeAutoRenewReply(data: unknown, active: boolean): AutoRenewSetting | undefined {
  if (!Array.isArray(data) || typeof data[0] !== 'string') return undefined;
  const [currency, period, rate, threshold] = data as unknown[];
  if (typeof period !== 'number' || typeof rate !== 'number' || typeof threshold !== 'number') return undefined;
  return {
    currency: String(currency).replace(/^f/, ''),
    active,
    period,
    rate: new BigNumber(rate).toFixed(),
    threshold: new BigNumber(threshold).toFixed(),
  };
}

/** The remembered settings, keeping only well-formed entries. */
export function parseAutoRenewSettings(raw: unknown): Record<string, AutoRenewSetting> {
  const out: Record<string, AutoRenewSetting> = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [ccy, v] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof v !== 'object' || v === null) continue;
    const r = v as Record<string, unknown>;
    if (typeof r.active !== 'boolean' || typeof r.period !== 'number' || typeof r.rate !== 'string' || typeof r.threshold !== 'string')
      continue;
    out[ccy] = { currency: ccy, active: r.active, period: r.period, rate: r.rate, threshold: r.threshold };
  }
  return out;
}
