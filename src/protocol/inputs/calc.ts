// The `calc` input (PROTOCOL §3.5): `[["margin_base"], ["margin_sym_tBTCUSD"],
// ["funding_sym_fUSD"], ["position_tBTCUSD"], ["wallet_margin_BTC"], ["balance"]]`, at most 30
// per batch; results arrive as miu, fiu, pu, wu, bu.
import { fail, ok, type Parsed } from '../result';
import { isFundingSymbol, isTradingSymbol } from '../symbols';
import { isWalletType, type WalletType } from '../account/wallet';

export type CalcRequest =
  | { kind: 'margin_base' }
  | { kind: 'margin_sym'; symbol: string }
  | { kind: 'funding_sym'; symbol: string }
  | { kind: 'position'; symbol: string }
  | { kind: 'wallet'; walletType: WalletType; currency: string }
  | { kind: 'balance' };

export const MAX_CALC_REQUESTS = 30;

export function formatCalcRequest(r: CalcRequest): string {
  switch (r.kind) {
    case 'margin_base':
    case 'balance':
      return r.kind;
    case 'margin_sym':
    case 'funding_sym':
      return `${r.kind}_${r.symbol}`;
    case 'position':
      return `position_${r.symbol}`;
    case 'wallet':
      return `wallet_${r.walletType}_${r.currency}`;
  }
}

export function parseCalcName(name: string): CalcRequest | undefined {
  if (name === 'margin_base' || name === 'balance') return { kind: name };
  let m = /^margin_sym_(.+)$/.exec(name);
  if (m) return isTradingSymbol(m[1]) ? { kind: 'margin_sym', symbol: m[1] } : undefined;
  m = /^funding_sym_(.+)$/.exec(name);
  if (m) return isFundingSymbol(m[1]) ? { kind: 'funding_sym', symbol: m[1] } : undefined;
  m = /^position_(.+)$/.exec(name);
  if (m) return isTradingSymbol(m[1]) ? { kind: 'position', symbol: m[1] } : undefined;
  m = /^wallet_([a-z]+)_([A-Z0-9]+)$/.exec(name);
  if (m && isWalletType(m[1])) return { kind: 'wallet', walletType: m[1], currency: m[2]! };
  return undefined;
}

export const calcWire = (requests: readonly CalcRequest[]): string[][] => requests.map((r) => [formatCalcRequest(r)]);

export function parseCalcRequests(payload: unknown): Parsed<CalcRequest[]> {
  if (!Array.isArray(payload) || payload.length > MAX_CALC_REQUESTS) return fail('calc: invalid');
  const out: CalcRequest[] = [];
  for (const item of payload) {
    const name: unknown = Array.isArray(item) ? item[0] : item;
    const r = typeof name === 'string' ? parseCalcName(name) : undefined;
    if (!r) return fail('calc: invalid');
    out.push(r);
  }
  return ok(out);
}
