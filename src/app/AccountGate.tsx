// What a trading widget shows before the account channel is authenticated: the way to log in,
// the wait, or the exchange's refusal. The widget's own content once signed in.
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from './store-context';
import { t } from '../i18n';

export const AccountGate = observer(function AccountGate({ children }: { children: ReactNode }) {
  const { account } = useStore();
  if (account.status === 'authenticated') return <>{children}</>;
  if (account.status === 'failed') {
    return (
      <p className="w-empty tr-error" role="alert">
        {t('trading.authFailed', { text: account.failure ?? '' })}
      </p>
    );
  }
  if (account.status === 'signedOut') {
    return (
      <p className="w-empty dim">
        {t('trading.signIn')} <a href="/login">{t('trading.signInLink')}</a>
      </p>
    );
  }
  return (
    <p className="w-empty dim" role="status">
      {t('trading.connecting')}
    </p>
  );
});
