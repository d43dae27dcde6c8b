// Why the desk is offline when the exchange refused its connections (too many from this address):
// the reason and the countdown to the socket's own retry, gone once it is back online.
import { observer } from 'mobx-react-lite';
import { t } from '../i18n';
import { useNow } from '../ui/use-now';
import { useStore } from './store-context';
import './notice-messages';

const Countdown = observer(function Countdown({ retryAt }: { retryAt: number }) {
  const now = useNow(1000);
  const seconds = Math.max(0, Math.ceil((retryAt - now) / 1000));
  return (
    <p className="frame-banner" role="status" data-testid="connection-refused">
      {t('connection.refused', { seconds })}
    </p>
  );
});

export const ConnectionRefused = observer(function ConnectionRefused() {
  const { connection } = useStore();
  if (connection.retryAt === null || connection.indicator === 'online') return null;
  return <Countdown retryAt={connection.retryAt} />;
});
