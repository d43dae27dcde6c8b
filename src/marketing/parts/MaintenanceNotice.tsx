// The maintenance notice (account-side §2): shown while `/v2/platform/status` answers 0, checked
// on load and every minute.
import { t } from '../../i18n';
import { PUBLIC_CALLS } from '../../protocol/calls/public';
import { useSite } from '../site-context';
import { usePoll } from '../use-poll';

const EVERY_MS = 60_000;

export function MaintenanceNotice() {
  const { exchange } = useSite();
  const status = usePoll(() => exchange.call(PUBLIC_CALLS.platformStatus), EVERY_MS, 'status');
  if (!Array.isArray(status.value) || status.value[0] !== 0) return null;
  return (
    <div className="mk-maintenance" role="alert">
      {t('mk.maintenance')}
    </div>
  );
}
