// The travel rule's beneficiary (account-side §2 modals): before a withdrawal above the travel
// rule's threshold, whether the money goes to the user or to a third party, with the relationship.
// Only a permitted beneficiary (protocol/account/beneficiary.ts: Full verification, the user
// info's isPermittedBeneficiary) may name a third party; any other account is told why and can
// withdraw to itself. The answer goes with the withdrawal and the exchange records it with the
// movement (and checks the same rule). Loaded lazily.
import './messages';
import './modals.css';
import { useState } from 'react';
import { t } from '../../i18n';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';

export type BeneficiaryAnswer = { self: true } | { self: false; relationship: string };

export interface BeneficiaryModalProps {
  /** The beneficiary's name as the travel rule's questions gave it. */
  name: string;
  /** The threshold in USD. */
  threshold: number;
  permitted: boolean;
  onAnswer(answer: BeneficiaryAnswer): void;
  onCancel(): void;
}

export default function BeneficiaryModal({ name, threshold, permitted, onAnswer, onCancel }: BeneficiaryModalProps) {
  const [self, setSelf] = useState(true);
  const [relationship, setRelationship] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal title={t('modals.beneficiary.title')} onClose={onCancel}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (self) return onAnswer({ self: true });
          if (!permitted) return setError(t('modals.beneficiary.notPermitted'));
          if (relationship.trim() === '') return setError(t('modals.beneficiary.relationshipNeeded'));
          onAnswer({ self: false, relationship: relationship.trim() });
        }}
      >
        <p className="ui-modal-body">{t('modals.beneficiary.intro', { threshold, name })}</p>
        <fieldset className="md-choice">
          <legend className="dim">{t('modals.beneficiary.who')}</legend>
          <label>
            <input type="radio" name="beneficiary" checked={self} onChange={() => (setSelf(true), setError(null))} />
            {t('modals.beneficiary.self')}
          </label>
          <label>
            <input type="radio" name="beneficiary" checked={!self} onChange={() => (setSelf(false), setError(null))} />
            {t('modals.beneficiary.third')}
          </label>
        </fieldset>
        {!self &&
          (permitted ? (
            <label className="ui-form">
              <span className="ui-label">{t('modals.beneficiary.relationship')}</span>
              <input className="ui-input" value={relationship} maxLength={128} onChange={(e) => setRelationship(e.target.value)} />
            </label>
          ) : (
            <p className="ui-modal-body dim">{t('modals.beneficiary.notPermitted')}</p>
          ))}
        <ModalActions
          cancelLabel={t('modals.cancel')}
          onCancel={onCancel}
          confirmLabel={t('modals.beneficiary.confirm')}
          disabled={!self && !permitted}
          error={error}
        />
      </form>
    </Modal>
  );
}
