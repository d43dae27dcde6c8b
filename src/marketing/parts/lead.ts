// The analytics lead of a sign-up page (`/v1/analytics/lead`): sent once when a visitor reaches
// the page, and only when the cookie consent allows analytics (account-side §5: a stored choice's
// analytical category, or a country where cookies are allowed by default; never before the
// country lookup has answered). The referral code the visit came with goes along.
import { createContext, useContext, useEffect, useRef } from 'react';
import { PUBLIC_CALLS } from '../../protocol/calls/public';
import type { LeadSource } from '../../protocol/marketing/feeds';
import { REF_CODE_PATTERN, REF_CODE_STORAGE_KEY } from '../../protocol/programmes/affiliates';
import { type Consent, type Country, analyticsAllowed } from '../../site/consent';
import { useSite, type SiteExchange } from '../site-context';

/** The visitor's consent as the site knows it (the frame's useConsent hands it down). */
export interface ConsentKnown {
  /** The country lookup answered (or failed). */
  known: boolean;
  country: Country;
  stored: Consent | undefined;
}

/** Whether a lead may be sent at `now`: analytics allowed by the consent rules, once known. */
export function leadAllowed(consent: ConsentKnown, now: number): boolean {
  return consent.known && analyticsAllowed(consent.stored, consent.country, now);
}

export interface Lead {
  source: LeadSource;
  page: string;
  refcode?: string;
}

/** Sends the lead when the consent allows it; true when it was sent. */
export function sendLead(exchange: Pick<SiteExchange, 'call'>, consent: ConsentKnown, now: number, lead: Lead): boolean {
  if (!leadAllowed(consent, now)) return false;
  exchange.call(PUBLIC_CALLS.lead, lead).catch(() => undefined);
  return true;
}

export const ConsentContext = createContext<ConsentKnown>({ known: false, country: null, stored: undefined });

function storedRefCode(): string | undefined {
  try {
    const code = window.localStorage.getItem(REF_CODE_STORAGE_KEY) ?? '';
    return REF_CODE_PATTERN.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

/** Sends the page's lead once, as soon as (and only if) the consent allows it. */
export function useLead(source: LeadSource, page: string): void {
  const { exchange } = useSite();
  const consent = useContext(ConsentContext);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    const refcode = storedRefCode();
    sent.current = sendLead(exchange, consent, Date.now(), { source, page, ...(refcode ? { refcode } : {}) });
  }, [consent, exchange, page, source]);
}
