// The mark of a currency, or of a pair of a currency, that the exchange lists as inactive
// (pub:list:currency:inactive): shown, not tradable. Its messages are the market widgets'.
import { t } from '../i18n';
import { currencyLabel } from '../format';
import './inactive-mark.css';

export function InactiveMark({ currency }: { currency: string | null | undefined }) {
  if (!currency) return null;
  return (
    <span className="inactive-mark" title={t('markets.inactiveHint', { currency: currencyLabel(currency) })}>
      {t('markets.inactive')}
    </span>
  );
}
