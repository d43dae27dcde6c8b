import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { t } from '../i18n';
import { useStore } from './store-context';
import './page-frame.css';

export const PageFrame = observer(function PageFrame({ children }: { children: ReactNode }) {
  const { connection } = useStore();
  return (
    <div className="frame">
      <header className="frame-header">
        <a className="frame-logo" href="/">{t('app.title')}</a>
        <span className={`frame-conn frame-conn-${connection.status}`} role="status" aria-label={t(`connection.${connection.status}`)}>
          <span className="frame-conn-dot" aria-hidden="true" />
          {t(`connection.${connection.status}`)}
        </span>
      </header>
      <main className="frame-main">{children}</main>
    </div>
  );
});
