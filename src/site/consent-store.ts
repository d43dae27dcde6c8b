// The visitor's cookie consent (consent.ts's rules): the country asked once from the exchange
// (`/v2/int/geo/ip`), the consent kept in this browser's storage, whether the banner shows and
// whether analytics may run.
import { flow, getEnv, types, type Instance } from 'mobx-state-tree';
import { PUBLIC_CALLS } from '../protocol/calls/public';
import type { StoreEnv } from '../models/env';
import { type Consent, CONSENT_STORAGE_KEY, analyticsAllowed, bannerNeeded, consentOf } from './consent';

export const ConsentStore = types
  .model('ConsentStore', {
    /** Asked and answered (or failed): the banner waits for it. */
    known: false,
    country: types.maybeNull(types.string),
    stored: types.maybe(types.frozen<Consent>()),
    /** The settings of the banner are open. */
    editing: false,
  })
  .views((self) => ({
    get bannerShown(): boolean {
      return self.known && bannerNeeded(self.stored, self.country, Date.now());
    },
    get analytics(): boolean {
      return self.known && analyticsAllowed(self.stored, self.country, Date.now());
    },
  }))
  .actions((self) => ({
    answered(country: string | null, stored: Consent | undefined) {
      self.country = country;
      self.stored = stored;
      self.known = true;
    },
    setEditing(on: boolean) {
      self.editing = on;
    },
    /** Keeps the visitor's choice for 90 days; necessary cookies are always on. */
    choose(choice: { analytical: boolean; marketing: boolean }) {
      const consent: Consent = { ...choice, at: Date.now() };
      self.stored = consent;
      self.editing = false;
      try {
        getEnv<StoreEnv>(self).browserStorage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
      } catch {
        // Storage refused: the choice holds for this page.
      }
    },
  }))
  .actions((self) => ({
    /** The first-party analytics: a page view is counted only with the analytical category on. */
    pageview(path: string) {
      if (!self.analytics) return;
      getEnv<StoreEnv>(self)
        .rest.call(PUBLIC_CALLS.pageview, { path: path.slice(0, 200) })
        .catch(() => undefined);
    },
    acceptAll: () => self.choose({ analytical: true, marketing: true }),
    rejectAll: () => self.choose({ analytical: false, marketing: false }),
    load: flow(function* load() {
      const env = getEnv<StoreEnv>(self);
      let stored: Consent | undefined;
      try {
        stored = consentOf(env.browserStorage?.getItem(CONSENT_STORAGE_KEY) ?? null);
      } catch {
        stored = undefined;
      }
      let country: string | null;
      try {
        const reply: unknown = yield env.rest.call(PUBLIC_CALLS.geoIp, {});
        const code = Array.isArray(reply) ? reply[1] : undefined;
        country = typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
      } catch {
        // A failed lookup shows the banner (account-side §5).
        country = null;
      }
      self.answered(country, stored);
    }),
  }));
export type ConsentStoreInstance = Instance<typeof ConsentStore>;
