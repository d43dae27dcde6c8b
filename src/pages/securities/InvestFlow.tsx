// Invest in a sale: the gates still closed for the account, one modal each in the order the
// exchange checks them (protocol/account/securities.ts nextGate) — the US challenge (and, for a US
// person, the accredited-investor questionnaire), the prohibited-person question (and its warning
// when the answers block), the membership agreement, then the region's own: the AIFC terms or the
// El Salvador verification — then the amount and its confirmation. Every answer goes to the
// exchange and the state is read again, so the next modal is the next gate the exchange sees
// closed, and a returning user whose answers are kept goes straight to the amount. Each gate's
// modal is its own file in invest/ (GateModal picks the one due).
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { t } from '../../i18n';
import { Modal } from '../../ui/Modal';
import type { SecuritiesStoreInstance } from '../../models/account/securities';
import { nextGate, type SecuritiesSale } from '../../protocol/account/securities';
import { AmountModal } from './invest/AmountModal';
import { GateModal } from './invest/GateModal';
import { NoticeModal } from './invest/NoticeModal';
import { SubscribeConfirmModal } from './invest/SubscribeConfirmModal';

interface FlowProps {
  store: SecuritiesStoreInstance;
  sale: SecuritiesSale;
  /** The exchange wallet's available balance of the sale's currency. */
  available: number;
  onClose(): void;
}

export const InvestFlow = observer(function InvestFlow({ store, sale, available, onClose }: FlowProps) {
  const [phase, setPhase] = useState<'gates' | 'confirm' | 'done'>('gates');
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState('');
  const status = store.status;
  if (!status) {
    return (
      <Modal title={t('securities.investIn', { name: sale.name })} onClose={onClose}>
        <p className="ui-modal-body">{t('securities.loading')}</p>
      </Modal>
    );
  }
  const gate = nextGate(status, sale.region);
  if (phase === 'done') {
    return <NoticeModal title={t('securities.done.title')} body={done} onClose={onClose} role="status" />;
  }
  if (gate) return <GateModal gate={gate} store={store} onClose={onClose} />;
  if (phase === 'confirm') {
    return (
      <SubscribeConfirmModal
        store={store}
        sale={sale}
        amount={amount}
        onBack={() => setPhase('gates')}
        onClose={onClose}
        onDone={(text) => {
          setDone(text);
          setPhase('done');
        }}
      />
    );
  }
  return (
    <AmountModal
      sale={sale}
      available={available}
      amount={amount}
      setAmount={setAmount}
      onClose={onClose}
      onNext={() => setPhase('confirm')}
    />
  );
});
