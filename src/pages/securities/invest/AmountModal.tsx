// The amount to subscribe once every gate is open: within the sale's bounds and what is left of its
// target, with the tokens it buys.
import BigNumber from 'bignumber.js';
import { t } from '../../../i18n';
import { formatAmount } from '../../../format';
import { Modal } from '../../../ui/Modal';
import { ModalActions } from '../../../ui/ModalActions';
import { AmountField } from '../../../ui/AmountField';
import type { SecuritiesSale } from '../../../protocol/account/securities';
import { bounds, tokensOf } from './sale-amounts';

export function AmountModal(p: {
  sale: SecuritiesSale;
  available: number;
  amount: string;
  setAmount(v: string): void;
  onClose(): void;
  onNext(): void;
}) {
  const { sale } = p;
  const { min, max, left } = bounds(sale);
  const value = /^(\d+\.?\d*|\.\d+)$/.test(p.amount) ? new BigNumber(p.amount) : null;
  const valid = value !== null && value.gte(min) && value.lte(max);
  return (
    <Modal title={t('securities.investIn', { name: sale.name })} onClose={p.onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) p.onNext();
        }}
      >
        <AmountField
          label={t('securities.amount.field', { currency: sale.currency })}
          value={p.amount}
          onChange={p.setAmount}
          error={valid ? null : t('securities.amount.invalid', { min: min.toFixed(), max: max.toFixed() })}
          hint={
            <>
              <p className="dim">
                {t('securities.amount.limits', {
                  min: formatAmount(sale.min, 2),
                  max: formatAmount(sale.max, 2),
                  left: formatAmount(left.toNumber(), 2),
                  currency: sale.currency,
                })}
              </p>
              <p className="dim">{t('securities.amount.available', { amount: formatAmount(p.available), currency: sale.currency })}</p>
              {valid && (
                <p className="dim">
                  {t('securities.amount.tokens', {
                    tokens: tokensOf(sale, value).toFixed(),
                    token: sale.token,
                    price: formatAmount(sale.price, 2),
                    currency: sale.currency,
                  })}
                </p>
              )}
            </>
          }
        />
        <ModalActions cancelLabel={t('securities.cancel')} onCancel={p.onClose} confirmLabel={t('securities.continue')} disabled={!valid} />
      </form>
    </Modal>
  );
}
