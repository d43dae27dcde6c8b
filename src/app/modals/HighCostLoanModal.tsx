// The high-cost open-loan warning (account-side §2 modals): before a funding bid above
// HIGH_COST_DAILY_RATE is sent — from the borrow page or the funding widget — the bid's daily and
// yearly rate, the threshold it passes and the interest over its period, with the way back to
// change the rate. Loaded lazily (each user loads it with lazyPage).
import './messages';
import BigNumber from 'bignumber.js';
import { t } from '../../i18n';
import { formatAmount, formatPercent } from '../../format';
import { HIGH_COST_DAILY_RATE } from '../../protocol/account/borrow';
import { ConfirmModal } from '../../ui/ConfirmModal';

export interface HighCostLoanModalProps {
  /** The daily rate bid, a fraction (0.002 is 0.2 % a day). */
  rate: string;
  amount: string;
  /** The currency borrowed (its display label). */
  currency: string;
  days: number;
  onConfirm(): void;
  onCancel(): void;
}

const yearly = (daily: BigNumber.Value) => formatPercent(new BigNumber(daily).times(365).toFixed(), false);

export default function HighCostLoanModal({ rate, amount, currency, days, onConfirm, onCancel }: HighCostLoanModalProps) {
  const cost = new BigNumber(amount).times(rate).times(days);
  return (
    <ConfirmModal
      title={t('modals.highCost.title')}
      body={t('modals.highCost.body', {
        rate: formatPercent(rate, false),
        amount: formatAmount(new BigNumber(amount).toNumber()),
        currency,
        yearly: yearly(rate),
        threshold: formatPercent(HIGH_COST_DAILY_RATE, false),
        days,
        cost: formatAmount(cost.toNumber()),
      })}
      confirmLabel={t('modals.highCost.confirm')}
      cancelLabel={t('modals.highCost.cancel')}
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
