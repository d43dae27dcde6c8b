// The confirmation of a position increase: the exchange's increase info laid out as labelled
// figures, then the increase is sent on confirm.
import { t, type MessageKey } from '../../i18n';
import { currencyLabel, formatAmount, pairLabel } from '../../format';
import type { IncreaseInfo } from '../../models/account/account';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';

interface Row {
  key: MessageKey;
  value: number | null;
  unit?: string | null;
}

export function increaseRows(info: IncreaseInfo, base: string, quote: string): Row[] {
  return [
    { key: 'positions.info.maxPosition', value: info.maxPosition, unit: base },
    { key: 'positions.info.currentPosition', value: info.currentPosition, unit: base },
    { key: 'positions.info.baseBalance', value: info.baseCurrencyBalance, unit: base },
    { key: 'positions.info.tradableQuote', value: info.tradableBalanceQuote, unit: quote },
    { key: 'positions.info.tradableQuoteTotal', value: info.tradableBalanceQuoteTotal, unit: quote },
    { key: 'positions.info.tradableBase', value: info.tradableBalanceBase, unit: base },
    { key: 'positions.info.tradableBaseTotal', value: info.tradableBalanceBaseTotal, unit: base },
    { key: 'positions.info.fundingAvailable', value: info.fundingAvailable, unit: quote },
    {
      key: 'positions.info.fundingValue',
      value: info.fundingValue,
      unit: info.fundingValueCurrency && currencyLabel(info.fundingValueCurrency),
    },
    {
      key: 'positions.info.fundingRequired',
      value: info.fundingRequired,
      unit: info.fundingRequiredCurrency && currencyLabel(info.fundingRequiredCurrency),
    },
  ];
}

export interface IncreaseConfirmProps {
  symbol: string;
  /** Signed like the position. */
  amount: string;
  base: string;
  quote: string;
  info: IncreaseInfo;
  onConfirm(): void;
  onCancel(): void;
}

export function IncreaseConfirm({ symbol, amount, base, quote, info, onConfirm, onCancel }: IncreaseConfirmProps) {
  return (
    <Modal title={t('positions.increase')} onClose={onCancel}>
      <p className="ui-modal-body">{t('positions.increaseConfirm', { pair: pairLabel(symbol), amount, base })}</p>
      <dl className="ps-info" aria-label={t('positions.increaseInfo')}>
        {increaseRows(info, base, quote).map((r) => (
          <div key={r.key} className="ps-info-row">
            <dt>{t(r.key)}</dt>
            <dd className="num">{r.value === null ? '–' : `${formatAmount(r.value)}${r.unit ? ` ${r.unit}` : ''}`}</dd>
          </div>
        ))}
      </dl>
      <ModalActions cancelLabel={t('trading.cancel')} onCancel={onCancel} confirmLabel={t('positions.increase')} onConfirm={onConfirm} />
    </Modal>
  );
}
