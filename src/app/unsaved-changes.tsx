// Leaving with unsaved changes asks first (market-side §2: only the generic message
// page_has_unsaved_changes): in-app navigation through the router's blocker, closing or
// reloading the tab through the browser's own prompt.
import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { t } from '../i18n';
import { ConfirmModal } from '../ui/ConfirmModal';

export function useUnsavedChangesGuard(when: boolean): ReactNode {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show this text; current ones show their own.
      e.returnValue = t('page_has_unsaved_changes');
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmModal
      title={t('layouts.leaveTitle')}
      body={t('page_has_unsaved_changes')}
      confirmLabel={t('layouts.leaveButton')}
      cancelLabel={t('layouts.stayButton')}
      danger
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}
