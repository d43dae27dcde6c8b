// The rates the wallets list needs, asked of the exchange's calc/fx (cached there and here): USD per
// unit of each wallet's currency (dust, the Bitcoin view), and the Bitcoin view setting itself,
// kept with the other settings (the browser's before sign-in, the account's after).
import { useEffect, useState } from 'react';
import { getEnv } from 'mobx-state-tree';
import { useStore } from '../../app/store-context';
import type { StoreEnv } from '../../models/env';
import { BITCOIN_VIEW_KEY, DEFAULT_BITCOIN_VIEW, parseBitcoinView, type BitcoinView } from '../../protocol/public/currencies';
import type { UsdRates } from './balances';

/** The market-side rate cache: rates are asked again after a minute. */
const RATES_REFRESH_MS = 60_000;

/** USD per unit of each of `currencies` (only while `active`); a currency without a rate is left out. */
export function useUsdRates(currencies: readonly string[], active: boolean): UsdRates {
  const { account } = useStore();
  const [rates, setRates] = useState<UsdRates>({});
  const key = [...new Set(currencies)].sort().join(',');
  useEffect(() => {
    if (!active || key === '') return;
    let live = true;
    const ask = () => {
      const codes = key.split(',');
      void Promise.all(codes.map((c) => account.wallets.usdRate(c).catch(() => '0'))).then((values) => {
        if (!live) return;
        const next: Record<string, string> = {};
        codes.forEach((c, i) => {
          const v = values[i];
          // calc/fx answers 0 for a rate it cannot give: unknown, not worthless.
          if (v !== undefined && Number(v) > 0) next[c] = v;
        });
        setRates(next);
      });
    };
    ask();
    const timer = setInterval(ask, RATES_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [account.wallets, key, active]);
  return rates;
}

/** The Bitcoin view setting and its setter; read again when the owner of the settings changes. */
export function useBitcoinView(): [BitcoinView, (enabled: boolean) => void] {
  const root = useStore();
  const storage = getEnv<StoreEnv>(root).storage;
  const signedIn = root.account.signedIn;
  const [view, setView] = useState<BitcoinView>(DEFAULT_BITCOIN_VIEW);
  useEffect(() => {
    let live = true;
    storage
      .load(BITCOIN_VIEW_KEY)
      .then((v) => live && setView(parseBitcoinView(v)))
      .catch(() => live && setView(DEFAULT_BITCOIN_VIEW));
    return () => {
      live = false;
    };
  }, [storage, signedIn]);
  const set = (enabled: boolean) => {
    const next: BitcoinView = { ...view, enabled };
    setView(next);
    storage.save(BITCOIN_VIEW_KEY, next).catch((err: unknown) => console.error('settings not saved', err));
  };
  return [view, set];
}
