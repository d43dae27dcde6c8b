// What a route of a feature the site does not offer shows (account-side §6, the router's refusal):
// which feature, that the rest works, and the way to the markets.
import { MARKETS_PATH } from './paths';
import './notice-messages';
import { Link } from 'react-router';
import { t } from '../i18n';
import type { Feature } from '../protocol/site/variants';

export default function NotOfferedPage({ feature }: { feature: Feature }) {
  return (
    <section className="page-message" aria-label={t('site.notOfferedTitle')}>
      <h1>{t('site.notOfferedTitle')}</h1>
      <p className="dim">{t('site.notOffered', { feature })}</p>
      <Link to={MARKETS_PATH} className="link">
        {t('site.backToMarkets')}
      </Link>
    </section>
  );
}
