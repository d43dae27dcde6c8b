// A widget's settings (account-side §2 modals: trades interface settings, market watch settings):
// the columns it shows and its options, as checkboxes; saving hands them back to the widget, which
// keeps them in its state in the layout (one undoable step, like every widget setting). Loaded
// lazily (each user loads it with lazyPage).
import './messages';
import './widget-settings.css';
import { useState } from 'react';
import { t } from '../../i18n';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import { Check } from '../../ui/Check';

export interface WidgetSettings {
  columns: string[];
  options: Record<string, boolean>;
}

export interface WidgetSettingsModalProps {
  /** Whose settings: names the options' messages (modals.{widget}.option.{id}). */
  widget: 'trades' | 'markets';
  title: string;
  /** Every column the widget offers, in its order, with its header. */
  columns: ReadonlyArray<{ id: string; label: string }>;
  /** Whether at least one of these columns must stay (the markets widget always shows the pair). */
  requireColumn: boolean;
  options: readonly string[];
  value: WidgetSettings;
  onSave(next: WidgetSettings): void;
  onCancel(): void;
}

export default function WidgetSettingsModal({
  widget,
  title,
  columns,
  requireColumn,
  options,
  value,
  onSave,
  onCancel,
}: WidgetSettingsModalProps) {
  const [shown, setShown] = useState<readonly string[]>(value.columns);
  const [set, setSet] = useState<Record<string, boolean>>(value.options);
  const [error, setError] = useState<string | null>(null);
  const toggle = (id: string, on: boolean) => {
    setError(null);
    setShown((prev) => columns.map((c) => c.id).filter((c) => (c === id ? on : prev.includes(c))));
  };
  return (
    <Modal title={title} onClose={onCancel}>
      <form
        className="ws-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (requireColumn && shown.length === 0) return setError(t('modals.settings.oneColumn'));
          onSave({ columns: [...shown], options: { ...set } });
        }}
      >
        <fieldset className="ws-group">
          <legend>{t('modals.settings.columns')}</legend>
          {columns.map((c) => (
            <Check key={c.id} label={c.label} checked={shown.includes(c.id)} onChange={(on) => toggle(c.id, on)} />
          ))}
        </fieldset>
        <fieldset className="ws-group">
          <legend>{t('modals.settings.options')}</legend>
          {options.map((id) => (
            <Check
              key={id}
              label={t(`modals.${widget}.option.${id}` as Parameters<typeof t>[0])}
              checked={set[id] === true}
              onChange={(on) => setSet((prev) => ({ ...prev, [id]: on }))}
            />
          ))}
        </fieldset>
        <ModalActions cancelLabel={t('modals.cancel')} onCancel={onCancel} confirmLabel={t('modals.settings.save')} error={error} />
      </form>
    </Modal>
  );
}
