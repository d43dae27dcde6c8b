// Money between the master account and one sub-account: the direction, the wallets on each
// side, the currency and the amount; the exchange's text is the outcome.
import { currencyLabel } from '../../format';
import { useState } from 'react';
import { t } from '../../i18n';
import { Modal } from '../../ui/Modal';
import type { WalletType } from '../../protocol/account/wallet';
import { WalletTypeField } from '../../ui/WalletTypeField';
import { errorMessage, numericError } from '../../ui/field-error';
import { SelectField } from '../../ui/SelectField';
import { ModalActions } from '../../ui/ModalActions';
import { AmountField } from '../../ui/AmountField';
import type { SubaccountRow, SubaccountTransfer } from '../../models/account/subaccounts';

type Direction = 'toSub' | 'fromSub';

export function SubaccountTransferModal({
  sub,
  masterId,
  currencies,
  onTransfer,
  onClose,
}: {
  sub: SubaccountRow;
  masterId: number;
  currencies: readonly string[];
  onTransfer(t: SubaccountTransfer): Promise<void>;
  onClose(): void;
}) {
  const [direction, setDirection] = useState<Direction>('toSub');
  const [from, setFrom] = useState<WalletType>('exchange');
  const [to, setTo] = useState<WalletType>('exchange');
  const [currency, setCurrency] = useState(currencies[0] ?? 'USD');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amountErr = errorMessage(numericError(amount));
  const submit = async () => {
    if (amountErr || amount.trim() === '') return;
    setBusy(true);
    setError(null);
    const [src, dst] = direction === 'toSub' ? [masterId, sub.id] : [sub.id, masterId];
    try {
      await onTransfer({ src, dst, from, to, currency, amount: amount.trim() });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };
  return (
    <Modal title={t('sub.transferTitle', { name: sub.name })} onClose={onClose} className="sa-modal">
      <form
        className="ui-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <SelectField<Direction>
          label={t('sub.direction')}
          value={direction}
          options={['toSub', 'fromSub']}
          onChange={setDirection}
          optionLabel={(d) => t(d === 'toSub' ? 'sub.toSub' : 'sub.fromSub', { name: sub.name })}
        />
        <WalletTypeField label={t('sub.fromWallet')} value={from} onChange={setFrom} />
        <WalletTypeField label={t('sub.toWallet')} value={to} onChange={setTo} />
        <SelectField label={t('sub.currency')} value={currency} options={currencies} onChange={setCurrency} optionLabel={currencyLabel} />
        <AmountField label={t('sub.amount')} value={amount} onChange={setAmount} error={amountErr} />
        <ModalActions
          cancelLabel={t('sub.cancel')}
          onCancel={onClose}
          confirmLabel={t('sub.transferButton')}
          disabled={busy || Boolean(amountErr) || amount.trim() === ''}
          error={error}
        />
      </form>
    </Modal>
  );
}
