// The notification sidebar: every `n` of the exchange with its own text, newest first, and the
// user's "sound notices" switch.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatTime } from '../../format';
import type { WidgetProps } from '../../layouts/widget-props';
import './notifications.css';
import { Check } from '../../ui/Check';

export type NotificationsState = Record<string, never>;
export const parseNotificationsState = (): NotificationsState => ({});

export const NotificationsWidget = observer(function NotificationsWidget(_props: WidgetProps<NotificationsState>) {
  const { account, settings } = useStore();
  const notes = account.notifications;
  const count = notes.items.length;
  // Seen once the sidebar shows them.
  useEffect(() => {
    if (notes.unread > 0) notes.markAllRead();
  }, [count, notes]);
  return (
    <section className="w" aria-label={t('notifications.label')}>
      <div className="w-toolbar">
        <Check
          label={t('notifications.sound')}
          name={t('notifications.soundHint')}
          title={t('notifications.soundHint')}
          checked={settings.soundNotices}
          onChange={(on) => settings.setSoundNotices(on)}
        />
        <span className="w-toolbar-gap" />
        <button type="button" className="ui-button" onClick={() => notes.clearAll()} disabled={count === 0}>
          {t('notifications.clear')}
        </button>
      </div>
      <div className="w-scroll">
        {count === 0 ? (
          <p className="w-empty dim">{t('notifications.empty')}</p>
        ) : (
          <ul className="tr-notes">
            {notes.items.map((n) => (
              <li key={n.id} className={`tr-note tr-note-${n.level} ${n.read ? '' : 'tr-note-unread'}`}>
                <span className="tr-note-level">{t('notifications.level', { level: n.level })}</span>
                <span className="tr-note-time">{formatTime(n.mts, 'HH:mm:ss')}</span>
                <span className="tr-note-text">{n.text}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
});
