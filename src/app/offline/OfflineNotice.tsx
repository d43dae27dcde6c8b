// The page frame's offline notice: shown while the browser has no network, whether the page was
// already open or opened offline from the service worker's copy.
import '../notice-messages';
import { t } from '../../i18n';

export function OfflineNotice() {
  return (
    <p className="frame-banner" role="alert" data-testid="offline-notice">
      {t('offline.notice')}
    </p>
  );
}
