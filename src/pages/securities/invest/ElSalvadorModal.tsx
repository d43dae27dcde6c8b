// The El Salvador verification of that region's sales: the holder's name and identity document
// (DUI), checked by the exchange.
import { useState } from 'react';
import { t } from '../../../i18n';
import { Modal } from '../../../ui/Modal';
import { ModalActions } from '../../../ui/ModalActions';
import type { SecuritiesStoreInstance } from '../../../models/account/securities';
import { useAnswer } from './use-answer';

export function ElSalvadorModal({ store, onClose }: { store: SecuritiesStoreInstance; onClose(): void }) {
  const { busy, error, run } = useAnswer();
  const [name, setName] = useState('');
  const [dui, setDui] = useState('');
  return (
    <Modal title={t('securities.elSalvador.title')} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run(() => store.verifyElSalvador(name, dui));
        }}
      >
        <p className="ui-modal-body">{t('securities.elSalvador.body')}</p>
        <label className="ui-form">
          <span className="ui-label">{t('securities.elSalvador.name')}</span>
          <input className="ui-input" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
        </label>
        <label className="ui-form">
          <span className="ui-label">{t('securities.elSalvador.document')}</span>
          <input className="ui-input" value={dui} onChange={(e) => setDui(e.target.value)} inputMode="numeric" />
        </label>
        <ModalActions
          cancelLabel={t('securities.cancel')}
          onCancel={onClose}
          confirmLabel={t('securities.elSalvador.submit')}
          disabled={busy}
          error={error}
        />
      </form>
    </Modal>
  );
}
