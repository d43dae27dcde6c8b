// The prohibited-person questions (sanctions, political exposure, restricted jurisdiction); answers
// that block lead to the blocked notice, the next gate the exchange sees closed.
import { useState } from 'react';
import { t } from '../../../i18n';
import { Modal } from '../../../ui/Modal';
import { ModalActions } from '../../../ui/ModalActions';
import type { SecuritiesStoreInstance } from '../../../models/account/securities';
import { PROHIBITED_QUESTIONS, type ProhibitedAnswers } from '../../../protocol/account/securities';
import { useAnswer } from './use-answer';

export function ProhibitedModal({ store, onClose }: { store: SecuritiesStoreInstance; onClose(): void }) {
  const { busy, error, run } = useAnswer();
  const [answers, setAnswers] = useState<ProhibitedAnswers>({
    sanctioned: false,
    politicallyExposed: false,
    restrictedJurisdiction: false,
  });
  return (
    <Modal title={t('securities.prohibited.title')} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run(() => store.answerProhibited(answers));
        }}
      >
        <p className="ui-modal-body">{t('securities.prohibited.body')}</p>
        {PROHIBITED_QUESTIONS.map((q) => (
          <label key={q} className="ui-check">
            <input type="checkbox" checked={answers[q]} onChange={(e) => setAnswers({ ...answers, [q]: e.target.checked })} />
            {t(`securities.prohibited.${q}`)}
          </label>
        ))}
        <ModalActions
          cancelLabel={t('securities.cancel')}
          onCancel={onClose}
          confirmLabel={t('securities.prohibited.submit')}
          disabled={busy}
          error={error}
        />
      </form>
    </Modal>
  );
}
