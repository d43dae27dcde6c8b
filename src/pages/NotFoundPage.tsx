import { useLocation, Link } from 'react-router';
import { t } from '../i18n';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section style={{ padding: 24 }}>
      <h1 style={{ fontSize: 18, color: 'var(--text-strong)' }}>{t('notFound.title')}</h1>
      <p className="dim">{t('notFound.body', { path: pathname })}</p>
      <Link to="/" style={{ color: 'var(--accent)' }}>{t('notFound.home')}</Link>
    </section>
  );
}
