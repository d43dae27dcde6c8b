// The cookie consent in the frame (account-side §5): the banner, loaded and shown only where and
// until the visitor's country asks for a choice (ConsentBanner.tsx), and the first-party page
// views — counted only with the analytical category on.
import { Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { useStore } from './store-context';
import { lazyComponent } from '../layouts/lazy-component';

const ConsentBanner = lazyComponent(() => import('./ConsentBanner').then((m) => m.ConsentBanner));

export const CookieConsent = observer(function CookieConsent() {
  const { consent } = useStore();
  const { pathname } = useLocation();
  const allowed = consent.analytics;
  useEffect(() => {
    if (allowed) consent.pageview(pathname);
  }, [consent, pathname, allowed]);
  if (!consent.bannerShown) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
});
