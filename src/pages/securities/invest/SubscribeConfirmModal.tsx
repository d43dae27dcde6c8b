// The subscription's confirmation: the amount, the sale and the tokens; confirming subscribes on the
// exchange, going back returns to the amount.
import BigNumber from 'bignumber.js';
import { t } from '../../../i18n';
import { Modal } from '../../../ui/Modal';
import { ModalActions } from '../../../ui/ModalActions';
import type { SecuritiesStoreInstance } from '../../../models/account/securities';
import type { SecuritiesSale } from '../../../protocol/account/securities';
import { tokensOf } from './sale-amounts';
import { useAnswer } from './use-answer';

export function SubscribeConfirmModal(p: {
  store: SecuritiesStoreInstance;
  sale: SecuritiesSale;
  amount: string;
  onBack(): void;
  onClose(): void;
  onDone(text: string): void;
}) {
  const { busy, error, run } = useAnswer();
  const { sale } = p;
  const amount = new BigNumber(p.amount);
  return (
    <Modal title={t('securities.confirm.title')} onClose={p.onClose}>
      <p className="ui-modal-body">
        {t('securities.confirm.body', {
          amount: amount.toFixed(),
          currency: sale.currency,
          name: sale.name,
          tokens: tokensOf(sale, amount).toFixed(),
          token: sale.token,
        })}
      </p>
      <ModalActions
        cancelLabel={t('securities.cancel')}
        onCancel={p.onBack}
        confirmLabel={t('securities.confirm.submit')}
        onConfirm={() => run(async () => p.onDone(await p.store.subscribe(sale.id, amount.toFixed())))}
        disabled={busy}
        error={error}
      />
    </Modal>
  );
}
