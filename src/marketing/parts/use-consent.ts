// The visitor's cookie consent on the marketing site, by the rules of src/site/consent.ts (the
// app's own, shared): the country asked once from the exchange, the choice kept in this browser
// for 90 days under the app's key (a choice made on either side holds on both), and the
// first-party page views counted only when the analytical category allows.
import { useCallback, useEffect, useState } from 'react';
import { PUBLIC_CALLS } from '../../protocol/calls/public';
import { type Consent, CONSENT_STORAGE_KEY, analyticsAllowed, bannerNeeded, consentOf } from '../../site/consent';
import type { SiteExchange } from '../site-context';
import { useNow } from '../../ui/use-now';

export interface ConsentState {
  /** The country lookup answered (or failed): the banner waits for it. */
  known: boolean;
  country: string | null;
  stored: Consent | undefined;
}

function readStored(): Consent | undefined {
  try {
    return consentOf(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

export function useConsent(exchange: SiteExchange) {
  const [state, setState] = useState<ConsentState>({ known: false, country: null, stored: undefined });
  useEffect(() => {
    let live = true;
    exchange.call(PUBLIC_CALLS.geoIp, {}).then(
      (reply) => {
        const code = Array.isArray(reply) ? reply[1] : undefined;
        const country = typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
        if (live) setState({ known: true, country, stored: readStored() });
      },
      // A failed lookup shows the banner (account-side §5).
      () => live && setState({ known: true, country: null, stored: readStored() }),
    );
    return () => {
      live = false;
    };
  }, [exchange]);

  const choose = useCallback((choice: { analytical: boolean; marketing: boolean }) => {
    const consent: Consent = { ...choice, at: Date.now() };
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
    } catch {
      // Storage refused: the choice holds for this page.
    }
    setState((s) => ({ ...s, stored: consent }));
  }, []);

  // A choice made just now is in force at once (the clock read last may be older than it).
  const now = Math.max(useNow(60_000), state.stored?.at ?? 0);
  return {
    known: state.known,
    country: state.country,
    bannerShown: state.known && bannerNeeded(state.stored, state.country, now),
    analytics: state.known && analyticsAllowed(state.stored, state.country, now),
    stored: state.stored,
    choose,
  };
}
