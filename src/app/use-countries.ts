// The exchange's countries for a page's form (sign-up, verification): null while they load, with
// the failure's text when the exchange could not be asked; and the user's recent choices among them.
import { useEffect, useState } from 'react';
import { getEnv } from 'mobx-state-tree';
import { useStore } from './store-context';
import { countriesOf, type Country } from '../models/countries';
import type { StoreEnv } from '../models/env';
import { COUNTRIES_KEY, readRecentCountries, recentCodes, withRecentCountry } from '../models/ui-memory';
import { useUiSetting } from './ui-memory';

export function useCountries(): { countries: Country[] | null; error: string | null } {
  const store = useStore();
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    countriesOf(getEnv<StoreEnv>(store).rest).then(
      (list) => live && setCountries(list),
      (err: unknown) => live && setError(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, [store]);
  return { countries, error };
}

/** The countries the user chose lately (market-side §3 "UI settings": countries), most recent
 *  first, among those `countries` offers, and what keeps a choice: a picker lists them first. */
export function useRecentCountries(countries: readonly Country[] | null): { recent: string[]; remember(code: string): void } {
  const [stored, save] = useUiSetting(COUNTRIES_KEY, readRecentCountries);
  const offered = countries ?? [];
  return {
    recent: recentCodes(
      stored,
      offered.map((c) => c.code),
    ),
    remember(code) {
      const country = offered.find((c) => c.code === code);
      if (country && stored[0]?.[0] !== code) save(withRecentCountry(stored, country.code, country.name));
    },
  };
}
