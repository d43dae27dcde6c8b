// A conversion inside one wallet (USD ↔ UST, UST ↔ USTF0): the rate the exchange quotes
// (`/v2/calc/fx`, or par) and the amount received, then a transfer with `currency_to`. A refusal
// is shown with the exchange's own text; the balances change when the `wu` arrive.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import BigNumber from 'bignumber.js';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { currencyLabel, formatAmount } from '../../format';
import { Modal } from '../../ui/Modal';
import { WALLET_TYPES, type WalletType } from '../../protocol/account/wallet';
import { conversionSources, conversionTargets, convertedAmount } from '../../models/account/conversions';
import { errorMessage, numericError } from '../../ui/field-error';
import { SelectField } from '../../ui/SelectField';
import { ModalActions } from '../../ui/ModalActions';
import { AmountField } from '../../ui/AmountField';

export const ConvertModal = observer(function ConvertModal({ onClose }: { onClose(): void }) {
  const { account } = useStore();
  const wallets = account.wallets;
  const [wallet, setWallet] = useState<WalletType>('exchange');
  const sources = conversionSources(wallet);
  const [from, setFrom] = useState(sources[0] ?? 'USD');
  const source = sources.includes(from) ? from : (sources[0] ?? 'USD');
  const targets = conversionTargets(wallet, source);
  const [to, setTo] = useState(targets[0] ?? '');
  const target = targets.includes(to) ? to : (targets[0] ?? '');
  const [amount, setAmount] = useState('');
  const [rate, setRate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    setRate(null);
    void wallets.conversionRate(wallet, source, target).then((r) => {
      if (live) setRate(r);
    });
    return () => {
      live = false;
    };
  }, [wallets, wallet, source, target]);
  const amountErr = errorMessage(numericError(amount));
  const available = wallets.available(wallet, source);
  const received = rate !== null && !amountErr && new BigNumber(rate).gt(0) ? convertedAmount(amount.trim(), rate) : undefined;
  const submit = async () => {
    if (amountErr || !target) return;
    setBusy(true);
    setError(null);
    try {
      const text = await wallets.convert({ wallet, from: source, to: target, amount: amount.trim() });
      account.notifications.add('transfer', 'success', text || t('wallets.convert'), Date.now());
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={t('wallets.convertTitle')} onClose={onClose}>
      <form
        className="ui-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <SelectField
          label={t('wallets.type')}
          value={wallet}
          options={WALLET_TYPES}
          onChange={setWallet}
          optionLabel={(w) => t('wallets.type.name', { type: w })}
        />
        <SelectField label={t('wallets.convertFrom')} value={source} options={sources} onChange={setFrom} optionLabel={currencyLabel} />
        <SelectField label={t('wallets.convertTo')} value={target} options={targets} onChange={setTo} optionLabel={currencyLabel} />
        <AmountField
          label={t('wallets.amount')}
          value={amount}
          onChange={setAmount}
          error={amountErr}
          hint={
            <span className="dim">{t('wallets.availableIn', { amount: formatAmount(available), currency: currencyLabel(source) })}</span>
          }
        />
        <dl className="wl-convert" aria-label={t('wallets.quote')}>
          <dt>{t('wallets.rate')}</dt>
          <dd className="num" data-testid="conversion-rate">
            {rate === null
              ? '…'
              : new BigNumber(rate).gt(0)
                ? `1 ${currencyLabel(source)} = ${formatAmount(new BigNumber(rate).decimalPlaces(8))} ${currencyLabel(target)}`
                : t('wallets.noRate')}
          </dd>
          <dt>{t('wallets.received')}</dt>
          <dd className="num" data-testid="conversion-received">
            {received ? `${formatAmount(received)} ${currencyLabel(target)}` : '–'}
          </dd>
        </dl>
        <ModalActions
          cancelLabel={t('trading.cancel')}
          onCancel={onClose}
          confirmLabel={t('wallets.convert')}
          disabled={busy || Boolean(amountErr) || !target}
          error={error}
        />
      </form>
    </Modal>
  );
});
