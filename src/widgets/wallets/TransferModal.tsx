// A transfer between two of the user's wallets (`/v2/auth/w/transfer`); the exchange's text is
// shown as the outcome.
import { currencyLabel } from '../../format';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { Modal } from '../../ui/Modal';
import type { WalletType } from '../../protocol/account/wallet';
import { WalletTypeField } from '../../ui/WalletTypeField';
import { errorMessage, numericError } from '../../ui/field-error';
import { SelectField } from '../../ui/SelectField';
import { ModalActions } from '../../ui/ModalActions';
import { AmountField } from '../../ui/AmountField';

export const TransferModal = observer(function TransferModal({ onClose }: { onClose(): void }) {
  const { account } = useStore();
  const currencies = [...new Set(account.wallets.list.map((w) => w.currency))];
  const [from, setFrom] = useState<WalletType>('exchange');
  const [to, setTo] = useState<WalletType>('margin');
  const [currency, setCurrency] = useState(currencies[0] ?? 'USD');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amountErr = errorMessage(numericError(amount));
  const same = from === to;
  const submit = async () => {
    if (amountErr || same) return;
    setBusy(true);
    try {
      const text = await account.wallets.transfer({ from, to, currency, amount: amount.trim() });
      account.notifications.add('transfer', 'success', text || t('wallets.transfer'), Date.now());
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={t('wallets.transferTitle')} onClose={onClose}>
      <form
        className="ui-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <WalletTypeField label={t('wallets.from')} value={from} onChange={setFrom} />
        <WalletTypeField label={t('wallets.to')} value={to} onChange={setTo} />
        {same && <p className="ui-field-error">{t('wallets.sameWallet')}</p>}
        <SelectField
          label={t('wallets.currency')}
          value={currency}
          options={currencies}
          onChange={setCurrency}
          optionLabel={currencyLabel}
        />
        <AmountField label={t('wallets.amount')} value={amount} onChange={setAmount} error={amountErr} />
        <ModalActions
          cancelLabel={t('trading.cancel')}
          onCancel={onClose}
          confirmLabel={t('wallets.transfer')}
          disabled={busy || same || Boolean(amountErr)}
          error={error}
        />
      </form>
    </Modal>
  );
});
