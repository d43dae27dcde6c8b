// The auth event's `filter` (PROTOCOL §3.1): which account streams a socket wants. No filter, or
// an empty list, means everything. `trading-tBTCUSD`, `funding-fUSD` and `wallet-exchange-BTC`
// narrow a family to one symbol or wallet.
import type { FilterFamily } from './streams';

const FAMILIES: readonly FilterFamily[] = ['trading', 'funding', 'wallet', 'balance', 'notify', 'algo'];
const NARROWED: ReadonlyArray<[FilterFamily, RegExp]> = [
  ['trading', /^trading-(t[A-Z0-9]+(?::[A-Z0-9]+)?)$/],
  ['funding', /^funding-(f[A-Z0-9]+)$/],
  ['wallet', /^wallet-((?:exchange|margin|funding)-[A-Z0-9]+)$/],
];
const MAX_ENTRIES = 64;

export class AccountFilter {
  /** family → null (the whole family) or the symbols / wallet keys asked for. */
  private constructor(private readonly wanted: ReadonlyMap<FilterFamily, ReadonlySet<string> | null> | null) {}

  static readonly EVERYTHING = new AccountFilter(null);

  /** The filter of an auth event, or undefined when it is malformed. */
  static parse(value: unknown): AccountFilter | undefined {
    if (value === undefined || value === null) return AccountFilter.EVERYTHING;
    if (!Array.isArray(value) || value.length > MAX_ENTRIES) return undefined;
    if (value.length === 0) return AccountFilter.EVERYTHING;
    const wanted = new Map<FilterFamily, Set<string> | null>();
    for (const entry of value) {
      if (typeof entry !== 'string') return undefined;
      const family = FAMILIES.find((f) => f === entry);
      if (family) {
        wanted.set(family, null);
        continue;
      }
      const narrowed = NARROWED.find(([, re]) => re.test(entry));
      if (!narrowed) return undefined;
      const [fam, re] = narrowed;
      const key = (re.exec(entry) as RegExpExecArray)[1] ?? '';
      const keys = wanted.get(fam);
      if (keys === null) continue;
      if (keys) keys.add(key);
      else wanted.set(fam, new Set([key]));
    }
    return new AccountFilter(wanted);
  }

  get everything(): boolean {
    return this.wanted === null;
  }

  /** True when some of the family is wanted (a snapshot of it is sent, perhaps narrowed). */
  wantsFamily(family: FilterFamily): boolean {
    return this.wanted === null || this.wanted.has(family);
  }

  /** True when a record of the family with this key (symbol, wallet) is wanted. */
  wants(family: FilterFamily, key: string | undefined): boolean {
    if (this.wanted === null) return true;
    const keys = this.wanted.get(family);
    if (keys === undefined) return false;
    return keys === null || (key !== undefined && keys.has(key));
  }
}
