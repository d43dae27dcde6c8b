// Bitrefill (/bitrefill-start, account-side §2's page): what Bitrefill is, how a Tradedesk user
// pays it from the exchange wallet (a Lightning withdrawal of its invoice), that this paper
// exchange pays no real invoice, and the way to start.
import { Link } from 'react-router';
import { t } from '../../i18n';

const BITREFILL_URL = 'https://www.bitrefill.com/';

export function BitrefillStartPage() {
  return (
    <section className="earn account-page" aria-label={t('bitrefill.title')}>
      <h1>{t('bitrefill.title')}</h1>
      <p className="earn-intro">{t('bitrefill.intro')}</p>
      <ol className="earn-steps">
        <li>{t('bitrefill.step1')}</li>
        <li>{t('bitrefill.step2')}</li>
        <li>{t('bitrefill.step3')}</li>
      </ol>
      <p className="dim earn-intro">{t('bitrefill.paper')}</p>
      <p className="earn-links">
        <a className="ui-button" href={BITREFILL_URL} target="_blank" rel="noopener noreferrer">
          {t('bitrefill.start')}
        </a>
        <Link className="link" to="/withdraw">
          {t('bitrefill.withdraw')}
        </Link>
        <Link className="link" to="/buy-with-cards">
          {t('bitrefill.buy')}
        </Link>
      </p>
    </section>
  );
}
