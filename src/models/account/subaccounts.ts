// The master's sub-accounts (/subaccounts): listed with their balances per currency, made with a
// name, funded from the master and back. In a sub-account's context these calls go on with the
// session's master token (the exchange keeps the session cookie's token the master's).
import { flow, types, type Instance } from 'mobx-state-tree';
import { ACCOUNT_CALLS } from '../../protocol/calls/account';
import { BigNumber } from '../../format';
import { callAccount } from './env';

export interface SubaccountRow {
  id: number;
  name: string;
  email: string;
  createdAt: number;
  /** Currency → total balance over its wallets (exact decimal text). */
  balances: Record<string, string>;
}

export interface SubaccountTransfer {
  /** Account ids: the master's and one sub-account's, either way round. */
  src: number;
  dst: number;
  from: string;
  to: string;
  currency: string;
  amount: string;
}

const DECIMAL = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/** `[[SUB_ID, WALLET, CURRENCY, BALANCE, AVAILABLE], …]` → sub-account → currency → total. */
export function balancesBySubaccount(rows: unknown): Map<number, Record<string, string>> {
  const sums = new Map<number, Map<string, BigNumber>>();
  for (const r of Array.isArray(rows) ? rows : []) {
    if (!Array.isArray(r) || typeof r[0] !== 'number' || typeof r[2] !== 'string') continue;
    const v: unknown = r[3];
    if (!(typeof v === 'number' && Number.isFinite(v)) && !(typeof v === 'string' && DECIMAL.test(v))) continue;
    const amount = new BigNumber(v);
    const per = sums.get(r[0]) ?? new Map<string, BigNumber>();
    per.set(r[2], (per.get(r[2]) ?? new BigNumber(0)).plus(amount));
    sums.set(r[0], per);
  }
  const out = new Map<number, Record<string, string>>();
  for (const [id, per] of sums) {
    const rec: Record<string, string> = {};
    for (const [ccy, v] of [...per].sort(([a], [b]) => a.localeCompare(b))) if (!v.isZero()) rec[ccy] = v.toFixed();
    out.set(id, rec);
  }
  return out;
}

function rowOf(r: unknown, balances: Map<number, Record<string, string>>): SubaccountRow | undefined {
  if (!Array.isArray(r) || typeof r[0] !== 'number' || typeof r[1] !== 'string') return undefined;
  return {
    id: r[0],
    name: r[1],
    email: String(r[2] ?? ''),
    createdAt: Number(r[3] ?? 0),
    balances: balances.get(r[0]) ?? {},
  };
}

export const SubaccountsStore = types
  .model('SubaccountsStore', {})
  .volatile(() => ({ list: [] as SubaccountRow[], loaded: false }))
  .actions((self) => ({
    setList(rows: SubaccountRow[]) {
      self.list = rows;
      self.loaded = true;
    },
  }))
  .actions((self) => {
    const load = flow(function* load() {
      const [raw, balances]: [unknown, unknown] = yield Promise.all([
        callAccount(self, ACCOUNT_CALLS.subaccounts, {}),
        callAccount(self, ACCOUNT_CALLS.subaccountBalances, {}),
      ]);
      const sums = balancesBySubaccount(balances);
      self.setList((Array.isArray(raw) ? raw : []).map((r) => rowOf(r, sums)).filter((s): s is SubaccountRow => s !== undefined));
    });
    return {
      load,
      create: flow(function* create(name: string) {
        yield callAccount(self, ACCOUNT_CALLS.subaccountCreate, { name });
        yield load();
      }),
      /** Moves money; resolves to the exchange's text of it. */
      transfer: flow(function* transfer(t: SubaccountTransfer) {
        const n: unknown = yield callAccount(self, ACCOUNT_CALLS.subaccountTransfer, {
          user_id_src: t.src,
          user_id_dst: t.dst,
          from: t.from,
          to: t.to,
          currency: t.currency,
          amount: t.amount,
        });
        yield load();
        return Array.isArray(n) && typeof n[7] === 'string' ? n[7] : '';
      }),
    };
  });
export type SubaccountsStoreInstance = Instance<typeof SubaccountsStore>;
