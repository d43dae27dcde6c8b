// Setting a price alert from a widget that is not the alerts panel (an Alt+click on the chart or on
// a book level): through the alerts model, told as a toast (the panel may not be open), a refusal
// as a failure toast with the exchange's reason. The widgets stay independent of each other.
import './alert-messages';
import { t } from '../i18n';
import { formatPrice, pairLabel } from '../format';
import type { RootStoreInstance } from '../models/root';
import { priceAlertsOf, type AlertAnswer } from '../models/account/price-alerts';

/** The words of an alert request's outcome that is not a success. */
export function alertFailureText(answer: Exclude<AlertAnswer, { ok: true }>): string {
  if ('invalid' in answer) return t(`alerts.error.${answer.invalid}`);
  if ('otherPair' in answer) return t('alerts.otherPair', { pair: pairLabel(answer.otherPair) });
  return t('alerts.refused', { text: answer.refused });
}

/** Sets an alert on `symbol` at `price` (rounded to the exchange's grid) and tells how it went. */
export function setAlertAt(root: RootStoreInstance, symbol: string, price: number | string): void {
  const { account } = root;
  if (account.status !== 'authenticated') {
    account.localFailure('alert-set', t('trading.signIn'));
    return;
  }
  void priceAlertsOf(root)
    .add(symbol, String(price))
    .then((answer) => {
      if (answer.ok) {
        const text = t('alerts.added', { pair: pairLabel(symbol), price: formatPrice(answer.alert.price) });
        account.notifications.add('alert-set', 'success', text, Date.now());
      } else account.localFailure('alert-set', alertFailureText(answer));
    });
}
