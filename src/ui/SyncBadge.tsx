// The small live/resyncing badge of streaming widgets.
import { t } from '../i18n';
import { StatusDot, type DotTone } from './StatusDot';

export type SyncState = 'loading' | 'live' | 'resyncing' | 'error';

const SYNC_TONE: Record<SyncState, DotTone> = { loading: 'idle', live: 'good', resyncing: 'pending', error: 'bad' };

export function SyncBadge({ state, detail }: { state: SyncState; detail?: string | null }) {
  const text = t(`sync.${state}`);
  return (
    <span className={`w-sync w-sync-${state}`} role="status" aria-label={t('sync.label', { state: text })} title={detail ?? undefined}>
      <StatusDot tone={SYNC_TONE[state]} />
      {text}
    </span>
  );
}
