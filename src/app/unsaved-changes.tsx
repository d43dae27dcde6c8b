// Leaving with unsaved changes asks first (market-side §2: only the generic message
// page_has_unsaved_changes): in-app navigation, back and forward through the app's guarded
// history, closing or reloading the tab through the browser's own prompt.
import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { t } from '../i18n';
import { ConfirmModal } from '../ui/ConfirmModal';
import { getAppHistory } from './guarded-history';

export function useUnsavedChangesGuard(when: boolean): ReactNode {
  const history = getAppHistory();
  // Armed in the same commit that shows the change, so no navigation slips between the two.
  useLayoutEffect(() => {
    if (!when) return;
    const unblock = history.block((from, to) => from.pathname !== to.pathname);
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show this text; current ones show their own.
      e.returnValue = t('page_has_unsaved_changes');
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unblock();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, history]);
  const pending = useSyncExternalStore(history.subscribe, history.pending);
  if (!pending) return null;
  return (
    <ConfirmModal
      title={t('layouts.leaveTitle')}
      body={t('page_has_unsaved_changes')}
      confirmLabel={t('layouts.leaveButton')}
      cancelLabel={t('layouts.stayButton')}
      danger
      onConfirm={() => pending.proceed()}
      onCancel={() => pending.reset()}
    />
  );
}
