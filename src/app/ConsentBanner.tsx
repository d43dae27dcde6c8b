// The cookie consent banner (account-side §5): shown until the visitor chooses, where their
// country asks for it; Accept all, Reject all, or Settings to choose per category (necessary
// cookies are always on). Loaded only when it shows (CookieConsent.tsx).
import './notice-messages';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { t } from '../i18n';
import { useStore } from './store-context';
import { Check } from '../ui/Check';

export const ConsentBanner = observer(function ConsentBanner() {
  const { consent } = useStore();
  const [analytical, setAnalytical] = useState(consent.stored?.analytical ?? false);
  const [marketing, setMarketing] = useState(consent.stored?.marketing ?? false);
  return (
    <section className="consent" role="region" aria-label={t('consent.title')}>
      <p className="consent-text">{t('consent.body')}</p>
      {consent.editing && (
        <div className="consent-choices">
          <Check label={t('consent.necessary')} checked disabled onChange={() => undefined} />
          <Check label={t('consent.analytical')} checked={analytical} onChange={setAnalytical} />
          <Check label={t('consent.marketing')} checked={marketing} onChange={setMarketing} />
          <button type="button" className="ui-button ui-button-primary" onClick={() => consent.choose({ analytical, marketing })}>
            {t('consent.save')}
          </button>
        </div>
      )}
      <div className="consent-actions">
        <button type="button" className="ui-button" onClick={() => consent.setEditing(!consent.editing)} aria-expanded={consent.editing}>
          {t('consent.settings')}
        </button>
        <button type="button" className="ui-button" onClick={() => consent.rejectAll()}>
          {t('consent.rejectAll')}
        </button>
        <button type="button" className="ui-button ui-button-primary" onClick={() => consent.acceptAll()}>
          {t('consent.acceptAll')}
        </button>
      </div>
    </section>
  );
});
