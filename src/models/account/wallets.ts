// Wallets (ws/wu, keyed type-currency), the balance totals AUM and AUMNet (bu, in USD), their
// value in the chosen equivalent currency, and transfers (what the list shows: widgets/wallets).
import { PUBLIC_CALLS, TRADING_CALLS, type CallInput } from '../../protocol/calls';
import { isNotificationSuccess, type Notification } from '../../protocol/account/notification';
import { types, flow, type Instance } from 'mobx-state-tree';
import BigNumber from 'bignumber.js';
import type { Wallet, WalletType } from '../../protocol/account/wallet';
import type { BalanceInfo } from '../../protocol/account/balance-info';
import { accountEnv, errorText } from './env';
import type { FxRates } from './fx';
import { conversionPair } from './conversions';

/** The exchange reports AUM in USD. */
const AUM_CURRENCY = 'USD';

export const walletKey = (type: string, currency: string): string => `${type}-${currency}`;

export interface TransferInput {
  from: WalletType;
  to: WalletType;
  currency: string;
  /** Converts on the way (PROTOCOL §5.3 `currency_to`); same wallet allowed then. */
  currencyTo?: string;
  amount: string;
}

export interface ConversionInput {
  wallet: WalletType;
  from: string;
  to: string;
  amount: string;
}

export const WalletsStore = types
  .model('WalletsStore', {
    byKey: types.map(types.frozen<Wallet>()),
    balance: types.maybeNull(types.frozen<BalanceInfo>()),
    equivalentCurrency: types.optional(types.string, 'USD'),
    /** USD → equivalent currency; null until asked. */
    equivalentRate: types.maybeNull(types.string),
  })
  .volatile(() => ({ fx: undefined as Promise<FxRates> | undefined }))
  .views((self) => ({
    get list(): Wallet[] {
      const order: Record<string, number> = { exchange: 0, margin: 1, funding: 2 };
      return [...self.byKey.values()].sort((a, b) => (order[a.type] ?? 9) - (order[b.type] ?? 9) || a.currency.localeCompare(b.currency));
    },
    get(type: string, currency: string): Wallet | undefined {
      return self.byKey.get(walletKey(type, currency));
    },
    /** Spendable now: the available balance when fresh, else the balance. */
    available(type: string, currency: string): BigNumber {
      const w = self.byKey.get(walletKey(type, currency));
      if (!w) return new BigNumber(0);
      return new BigNumber(w.balanceAvailable ?? w.balance);
    },
  }))
  .views((self) => ({
    /** AUM and AUMNet in the equivalent currency; undefined until both the totals and the rate are known. */
    get totals(): { aum: BigNumber; aumNet: BigNumber } | undefined {
      if (!self.balance || self.equivalentRate === null) return undefined;
      const rate = new BigNumber(self.equivalentRate);
      return { aum: new BigNumber(self.balance.aum).times(rate), aumNet: new BigNumber(self.balance.aumNet).times(rate) };
    },
  }))
  .actions((self) => ({
    snapshot(wallets: readonly Wallet[]) {
      self.byKey.clear();
      for (const w of wallets) self.byKey.set(walletKey(w.type, w.currency), w);
    },
    upsert(w: Wallet) {
      const prev = self.byKey.get(walletKey(w.type, w.currency));
      self.byKey.set(
        walletKey(w.type, w.currency),
        prev && w.balanceAvailable === null ? { ...w, balanceAvailable: prev.balanceAvailable } : w,
      );
    },
    setBalance(b: BalanceInfo) {
      self.balance = b;
    },
    setRate(currency: string, rate: string) {
      if (currency === self.equivalentCurrency) self.equivalentRate = rate;
    },
    clear() {
      self.byKey.clear();
      self.balance = null;
    },
  }))
  .actions((self) => {
    /** How many `ccy2` one `ccy1` is worth (calc/fx, fx.ts: its caches load with the first rate
     *  asked, no part of the first load); undefined when not signed in. */
    const rate = (ccy1: string, ccy2: string): Promise<BigNumber> | undefined => {
      const env = accountEnv(self);
      if (!env) return undefined;
      self.fx ??= import('./fx').then((m) => new m.FxRates((a, b) => env.rest.call(PUBLIC_CALLS.calcFx, { ccy1: a, ccy2: b })));
      return self.fx.then((fx) => fx.rate(ccy1, ccy2));
    };
    return {
      /** Shows totals in `currency` (USD, EUR, BTC…). */
      setEquivalentCurrency: flow(function* setEquivalentCurrency(currency: string) {
        self.equivalentCurrency = currency;
        self.equivalentRate = currency === AUM_CURRENCY ? '1' : null;
        const asked = currency === AUM_CURRENCY ? undefined : rate(AUM_CURRENCY, currency);
        if (!asked) return;
        const value: BigNumber = yield asked;
        self.setRate(currency, value.toString());
      }),
      /** `/v2/auth/w/transfer`; resolves to the exchange's text, throws its refusal. */
      transfer: flow(function* transfer(t: TransferInput) {
        const env = accountEnv(self);
        if (!env) throw new Error('transfer: not signed in');
        try {
          const body: CallInput<typeof TRADING_CALLS.transfer> = { from: t.from, to: t.to, currency: t.currency, amount: t.amount };
          if (t.currencyTo !== undefined && t.currencyTo !== t.currency) body.currency_to = t.currencyTo;
          const reply: Notification = yield env.rest.call(TRADING_CALLS.transfer, body);
          if (!isNotificationSuccess(reply)) throw new Error(reply.text || reply.status);
          return reply.text ?? '';
        } catch (err) {
          throw new Error(errorText(err), { cause: err });
        }
      }),
      /** USD one unit of `currency` is worth (the exchange's calc/fx); "0" when unknown. */
      usdRate: flow(function* usdRate(currency: string) {
        if (currency === AUM_CURRENCY) return '1';
        const asked = rate(currency, AUM_CURRENCY);
        if (!asked) return '0';
        const value: BigNumber = yield asked;
        return value.toString();
      }),
      /** How many `to` one `from` buys in `wallet`: the pair's par, else the market's rate; "0" when none. */
      conversionRate: flow(function* conversionRate(wallet: WalletType, from: string, to: string) {
        const pair = conversionPair(wallet, from, to);
        if (!pair) return '0';
        if (pair.par !== undefined) return pair.par;
        const asked = rate(from, to);
        if (!asked) return '0';
        const value: BigNumber = yield asked;
        return value.toString();
      }),
    };
  })
  .actions((self) => ({
    /** Converts within one wallet (a transfer to itself with `currency_to`); the balances follow from `wu`. */
    convert(c: ConversionInput): Promise<string> {
      return self.transfer({ from: c.wallet, to: c.wallet, currency: c.from, currencyTo: c.to, amount: c.amount });
    },
  }));
export type WalletsStoreInstance = Instance<typeof WalletsStore>;
