// The exchange's countries for a page's form (sign-up, verification): null while they load, with
// the failure's text when the exchange could not be asked.
import { useEffect, useState } from 'react';
import { getEnv } from 'mobx-state-tree';
import { useStore } from './store-context';
import { countriesOf, type Country } from '../models/countries';
import type { StoreEnv } from '../models/env';

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
