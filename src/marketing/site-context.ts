// What every marketing page reads: the exchange's calls, its page data, the site variant, and
// whether the visitor is signed in (the page's own session cookie: the newsletter then uses the
// account's address). Handed down by the entry (src/marketing-main.tsx), which owns the services.
import { createContext, useContext } from 'react';
import type { CallDef, CallInput, CallParams, CallReply } from '../protocol/calls/define';
import type { SiteVariant } from '../protocol/site/variants';
import type { PageDataResult } from '../protocol/marketing/pages';

/** The exchange as the pages see it (the entry adapts its services to this). */
export interface SiteExchange {
  call<C extends CallDef>(def: C, input?: CallInput<C>, params?: CallParams<C>): Promise<CallReply<C>>;
  callAsUser<C extends CallDef>(def: C, input?: CallInput<C>): Promise<CallReply<C>>;
  pageData(page: string): Promise<PageDataResult>;
}

export interface SiteContextValue {
  exchange: SiteExchange;
  site: SiteVariant;
  signedIn: boolean;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite outside the marketing site');
  return value;
}
