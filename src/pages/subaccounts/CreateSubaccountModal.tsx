// The dialog that makes a sub-account: its name (the exchange checks it and says why not).
import { useState } from 'react';
import { t } from '../../i18n';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';

const NAME = /^[A-Za-z0-9_.-]{3,24}$/;

export function CreateSubaccountModal({ onCreate, onClose }: { onCreate(name: string): Promise<void>; onClose(): void }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = NAME.test(name.trim());
  const submit = async () => {
    if (!valid) return;
    setBusy(true);
    setError(null);
    try {
      await onCreate(name.trim());
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };
  return (
    <Modal title={t('sub.createTitle')} onClose={onClose} className="sa-modal">
      <form
        className="ui-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="ui-form">
          <span className="ui-label">{t('sub.name')}</span>
          <input
            className="ui-input"
            value={name}
            maxLength={24}
            autoFocus
            aria-invalid={name !== '' && !valid}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <p className={name !== '' && !valid ? 'ui-field-error' : 'dim'}>{t('sub.nameHint')}</p>
        <ModalActions
          cancelLabel={t('sub.cancel')}
          onCancel={onClose}
          confirmLabel={t('sub.createButton')}
          disabled={busy || !valid}
          error={error}
        />
      </form>
    </Modal>
  );
}
