// A marketing page's data, loaded when the page shows: the data, or the 404 / 500 page it maps
// to. A load that fails after its retries falls back to a full browser load of the address (once:
// a page reached by a full load that still fails shows the 500 page instead of loading forever).
import { useEffect, useState } from 'react';
import type { PageDataResult } from '../protocol/marketing/pages';
import { drawnInPlace, fullLoad } from './navigation';
import { useSite } from './site-context';

export type PageDataState = { kind: 'loading' } | PageDataResult;

export function usePageData(page: string, path: string): PageDataState {
  const { exchange } = useSite();
  const [state, setState] = useState<{ page: string; value: PageDataState }>({ page, value: { kind: 'loading' } });
  useEffect(() => {
    let live = true;
    exchange.pageData(page).then(
      (value) => {
        if (live) setState({ page, value });
      },
      (err: unknown) => {
        if (!live) return;
        console.warn('page data not loaded', err);
        if (drawnInPlace()) fullLoad(path);
        else setState({ page, value: { kind: 'server-error' } });
      },
    );
    return () => {
      live = false;
    };
  }, [exchange, page, path]);
  return state.page === page ? state.value : { kind: 'loading' };
}
