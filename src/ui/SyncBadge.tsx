// The small live/resyncing badge of streaming widgets.
import { t } from '../i18n';

export type SyncState = 'loading' | 'live' | 'resyncing' | 'error';

export function SyncBadge({ state, detail }: { state: SyncState; detail?: string | null }) {
  const text = t(`sync.${state}`);
  return (
    <span className={`w-sync w-sync-${state}`} role="status" aria-label={t('sync.label', { state: text })} title={detail ?? undefined}>
      <span className="w-sync-dot" aria-hidden="true" />
      {text}
    </span>
  );
}
