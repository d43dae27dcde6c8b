// The toast stack: every notification for its ttl, failures until dismissed, those that arrive
// together grouped into one (toast-groups.ts). The page frame
// mounts it once, so toasts show whichever widgets are open (or none). Should a second instance
// ever be mounted, only the first mounted one draws, so a toast never shows twice.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { observer } from 'mobx-react-lite';
import { useStore } from './store-context';
import { cataloguesReady, t } from '../i18n';
import { noticeText } from '../ui/notice-text';
import { toastGroups } from '../models/account/toast-groups';
import './toasts.css';

let hostCount = 0;
const hosts: number[] = [];
const listeners = new Set<() => void>();

function useIsHost(): boolean {
  const [id] = useState(() => ++hostCount);
  const [, force] = useState(0);
  useEffect(() => {
    hosts.push(id);
    const rerender = () => force((n) => n + 1);
    listeners.add(rerender);
    for (const l of listeners) l();
    return () => {
      hosts.splice(hosts.indexOf(id), 1);
      listeners.delete(rerender);
      for (const l of listeners) l();
    };
  }, [id]);
  return hosts[0] === id;
}

/** The outcome messages toasts put into words (ui/outcome-messages.ts), fetched just after the
 *  first paint; the toasts show again once they (and their translation) have arrived. */
function useOutcomeMessages(): void {
  const [, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void import('../ui/outcome-messages').then(() => cataloguesReady()).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);
}

export const Toasts = observer(function Toasts() {
  const { account } = useStore();
  const isHost = useIsHost();
  useOutcomeMessages();
  if (!isHost || typeof document === 'undefined') return null;
  const groups = toastGroups(account.notifications.toasts).slice(0, 5);
  return createPortal(
    <section className="tr-toasts" aria-label={t('notifications.toasts')}>
      {groups.map(({ lead: n, ids }) => (
        <div key={n.id} className={`tr-toast tr-toast-${n.level}`} role={n.level === 'error' ? 'alert' : 'status'}>
          <span className="tr-toast-text">{noticeText(n)}</span>
          {ids.length > 1 && <span className="tr-toast-more">{t('notifications.more', { count: ids.length - 1 })}</span>}
          <button
            type="button"
            className="tr-toast-x"
            aria-label={t('notifications.dismiss')}
            onClick={() => {
              for (const id of ids) account.notifications.dismiss(id);
            }}
          >
            ×
          </button>
        </div>
      ))}
    </section>,
    document.body,
  );
});
