// The exchange's lists of inactive and stable currencies (pub:list:currency:inactive, :stable),
// and of those that ask their own agreement (:agreement, before a first order in their pairs),
// asked once, by the first panel or page that shows them (not on the first load's path): an
// inactive currency is marked (InactiveMark) and its pairs are not tradable.
import { useEffect, useState } from 'react';
import { getEnv } from 'mobx-state-tree';
import { PUBLIC_CALLS } from '../protocol/calls';
import { currencyConf, currencyLabel, pairParts } from '../format/symbols';
import { t } from '../i18n';
import type { StoreEnv } from '../models/env';
import { useStore } from './store-context';
import './currency-lists.css';

let asked: Promise<void> | undefined;

const codes = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** Reads the lists into `currencyConf` (once; again after a failure). */
export function loadCurrencyLists(rest: StoreEnv['rest']): Promise<void> {
  asked ??= rest
    .call(PUBLIC_CALLS.conf, undefined, { keys: 'pub:list:currency:inactive,pub:list:currency:stable,pub:list:currency:agreement' })
    .then((lists: unknown) => {
      const [inactive, stable, agreement] = Array.isArray(lists) ? (lists as unknown[]) : [];
      currencyConf.inactive = codes(inactive);
      currencyConf.stable = codes(stable);
      currencyConf.agreement = codes(agreement);
    })
    .catch((err: unknown) => {
      asked = undefined;
      console.error('currency lists not loaded', err);
    });
  return asked;
}

/** The inactive currency of a trading pair, if it has one (then the exchange refuses its orders). */
export function inactiveCurrencyOf(symbol: string): string | undefined {
  const { base, quote } = pairParts(symbol);
  return [base, quote].find((c) => currencyConf.inactive.includes(c));
}

/** Loads the lists and draws the caller again once they are in. */
export function useCurrencyLists(): typeof currencyConf {
  const root = useStore();
  const [, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    void loadCurrencyLists(getEnv<StoreEnv>(root).rest).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [root]);
  return currencyConf;
}

/** The mark of a currency, or of a pair of a currency, that the exchange lists as inactive: shown,
 *  not tradable. Its messages are the market widgets'. */
export function InactiveMark({ currency }: { currency: string | null | undefined }) {
  if (!currency) return null;
  return (
    <span className="inactive-mark" title={t('markets.inactiveHint', { currency: currencyLabel(currency) })}>
      {t('markets.inactive')}
    </span>
  );
}
