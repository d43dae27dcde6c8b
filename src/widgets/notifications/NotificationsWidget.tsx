// The notification sidebar: every `n` of the exchange with its own text, newest first, and the
// user's "sound notices" switch.
import { useEffect, useState, type Ref } from 'react';
import { Virtuoso, type Components } from 'react-virtuoso';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatTime } from '../../format';
import type { WidgetProps } from '../../layouts/widget-props';
import './notifications.css';
import { Check } from '../../ui/Check';
import { noticeText } from '../../ui/notice-text';
import '../../ui/outcome-messages';

export type NotificationsState = Record<string, never>;

interface NoteRow {
  id: number;
  level: string;
  read: boolean;
  mts: number;
  text: string;
}

// Module constants, so the list never sees new components: the notes as the list items they were.
const LIST_COMPONENTS: Components<NoteRow> = {
  List: ({ ref, ...props }) => <ul {...props} ref={ref as Ref<HTMLUListElement>} className="tr-notes" />,
  Item: ({ item: n, ...props }) => <li {...props} className={`tr-note tr-note-${n.level} ${n.read ? '' : 'tr-note-unread'}`} />,
};

export const NotificationsWidget = observer(function NotificationsWidget(_props: WidgetProps<NotificationsState>) {
  const { account, settings } = useStore();
  const notes = account.notifications;
  const count = notes.items.length;
  // Read here, in the observer, so a note marked read draws again; only the notes in view of the
  // panel body are in the page.
  const items: NoteRow[] = notes.items.map((n) => ({ id: n.id, level: n.level, read: n.read, mts: n.mts, text: noticeText(n) }));
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
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
      <div className="w-scroll" ref={setScroller}>
        {count === 0 ? (
          <p className="w-empty dim">{t('notifications.empty')}</p>
        ) : (
          <Virtuoso
            customScrollParent={scroller ?? undefined}
            data={items}
            computeItemKey={(_, n) => n.id}
            components={LIST_COMPONENTS}
            itemContent={(_, n) => (
              <>
                <span className="tr-note-level">{t('notifications.level', { level: n.level })}</span>
                <span className="tr-note-time">{formatTime(n.mts, 'HH:mm:ss')}</span>
                <span className="tr-note-text">{n.text}</span>
              </>
            )}
          />
        )}
      </div>
    </section>
  );
});
