// The gear button of a widget's toolbar that opens its settings modal (account-side §2: the trades
// interface settings, the market watch settings). One piece for every widget that has such
// settings: the widget hands its columns, options and current state, and gets the saved settings
// back to keep in its state. It lives in app/ (not in a widget's folder) because widgets never
// import each other.
import { Suspense, useState } from 'react';
import { lazyPage } from './lazy-page';
import type { WidgetSettings, WidgetSettingsModalProps } from './modals/WidgetSettingsModal';

/** Loaded when first shown (src/app/modals): not part of the first load. */
const WidgetSettingsModal = lazyPage(() => import('./modals/WidgetSettingsModal'));

export type WidgetSettingsButtonProps = Omit<WidgetSettingsModalProps, 'onCancel'>;

export function WidgetSettingsButton(props: WidgetSettingsButtonProps) {
  const [editing, setEditing] = useState(false);
  const { title, onSave } = props;
  return (
    <>
      <button type="button" className="ui-button" aria-haspopup="dialog" aria-label={title} title={title} onClick={() => setEditing(true)}>
        {'\u2699\uFE0E'}
      </button>
      {editing && (
        // The modal is a portal on document.body, so where it stands in the toolbar is no matter.
        <Suspense fallback={null}>
          <WidgetSettingsModal
            {...props}
            onSave={(next: WidgetSettings) => {
              setEditing(false);
              onSave(next);
            }}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      )}
    </>
  );
}
