// The US challenge: whether the account holder is a US person (a yes leads to the accredited-investor
// questionnaire, protocol/account/securities.ts nextGate).
import { t } from '../../../i18n';
import { Modal } from '../../../ui/Modal';
import type { SecuritiesStoreInstance } from '../../../models/account/securities';
import { useAnswer } from './use-answer';

export function UsModal({ store, onClose }: { store: SecuritiesStoreInstance; onClose(): void }) {
  const { busy, error, run } = useAnswer();
  return (
    <Modal title={t('securities.us.title')} onClose={onClose}>
      <p className="ui-modal-body">{t('securities.us.body')}</p>
      <div style={{ display: 'flex', gap: 8, margin: '8px 0' }}>
        <button type="button" className="ui-button" disabled={busy} onClick={() => run(() => store.declareUsPerson(false))}>
          {t('securities.us.no')}
        </button>
        <button type="button" className="ui-button" disabled={busy} onClick={() => run(() => store.declareUsPerson(true))}>
          {t('securities.us.yes')}
        </button>
      </div>
      {error && (
        <p className="ui-field-error" role="alert">
          {error}
        </p>
      )}
      <div className="ui-modal-actions">
        <button type="button" className="ui-button" onClick={onClose}>
          {t('securities.cancel')}
        </button>
      </div>
    </Modal>
  );
}
