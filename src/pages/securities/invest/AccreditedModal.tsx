// The accredited-investor questionnaire a US person answers: income, net worth, a licence; the
// exchange judges the answers and a refusal is shown here.
import { useState } from 'react';
import { t } from '../../../i18n';
import { Modal } from '../../../ui/Modal';
import { ModalActions } from '../../../ui/ModalActions';
import { AmountField } from '../../../ui/AmountField';
import type { SecuritiesStoreInstance } from '../../../models/account/securities';
import { useAnswer } from './use-answer';

export function AccreditedModal({ store, onClose }: { store: SecuritiesStoreInstance; onClose(): void }) {
  const { busy, error, run } = useAnswer();
  const [income, setIncome] = useState('');
  const [netWorth, setNetWorth] = useState('');
  const [licensed, setLicensed] = useState(false);
  const [refused, setRefused] = useState(false);
  const number = (v: string) => (/^\d+(\.\d+)?$/.test(v) ? Number(v) : 0);
  return (
    <Modal title={t('securities.accredited.title')} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run(async () => {
            const s = await store.answerAccredited({ income: number(income), netWorth: number(netWorth), licensed });
            setRefused(s?.accredited !== true);
          });
        }}
      >
        <p className="ui-modal-body">{t('securities.accredited.body')}</p>
        <AmountField label={t('securities.accredited.income')} value={income} onChange={setIncome} />
        <AmountField label={t('securities.accredited.netWorth')} value={netWorth} onChange={setNetWorth} />
        <label className="ui-check">
          <input type="checkbox" checked={licensed} onChange={(e) => setLicensed(e.target.checked)} />
          {t('securities.accredited.licensed')}
        </label>
        {refused && (
          <p className="ui-field-error" role="alert">
            {t('securities.accredited.refused')}
          </p>
        )}
        <ModalActions
          cancelLabel={t('securities.cancel')}
          onCancel={onClose}
          confirmLabel={t('securities.accredited.submit')}
          disabled={busy}
          error={error}
        />
      </form>
    </Modal>
  );
}
