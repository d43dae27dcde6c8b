import { MARKETS_PATH } from '../app/paths';
import { useLocation, Link } from 'react-router';
import { t } from '../i18n';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="page-message">
      <h1>{t('notFound.title')}</h1>
      <p className="dim">{t('notFound.body', { path: pathname })}</p>
      <p>
        <Link to={MARKETS_PATH} className="link">
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}
