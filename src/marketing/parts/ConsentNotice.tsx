// The cookie consent banner of the marketing site: the app's (src/app/ConsentBanner.tsx) rules and
// words without the app's store: Accept all, Reject all, or Settings to choose per category
// (necessary cookies are always on).
import { useState } from 'react';
import { addMessages, t } from '../../i18n';
import { noticeMessages } from '../../i18n/notices';
import type { Consent } from '../../site/consent';
import { Check } from '../../ui/Check';

addMessages('notices', noticeMessages);

export function ConsentNotice({
  stored,
  choose,
}: {
  stored: Consent | undefined;
  choose(c: { analytical: boolean; marketing: boolean }): void;
}) {
  const [editing, setEditing] = useState(false);
  const [analytical, setAnalytical] = useState(stored?.analytical ?? false);
  const [marketing, setMarketing] = useState(stored?.marketing ?? false);
  return (
    <section className="consent" role="region" aria-label={t('consent.title')}>
      <p className="consent-text">{t('consent.body')}</p>
      {editing && (
        <div className="consent-choices">
          <Check label={t('consent.necessary')} checked disabled onChange={() => undefined} />
          <Check label={t('consent.analytical')} checked={analytical} onChange={setAnalytical} />
          <Check label={t('consent.marketing')} checked={marketing} onChange={setMarketing} />
          <button type="button" className="ui-button ui-button-primary" onClick={() => choose({ analytical, marketing })}>
            {t('consent.save')}
          </button>
        </div>
      )}
      <div className="consent-actions">
        <button type="button" className="ui-button" onClick={() => setEditing(!editing)} aria-expanded={editing}>
          {t('consent.settings')}
        </button>
        <button type="button" className="ui-button" onClick={() => choose({ analytical: false, marketing: false })}>
          {t('consent.rejectAll')}
        </button>
        <button type="button" className="ui-button ui-button-primary" onClick={() => choose({ analytical: true, marketing: true })}>
          {t('consent.acceptAll')}
        </button>
      </div>
    </section>
  );
}
