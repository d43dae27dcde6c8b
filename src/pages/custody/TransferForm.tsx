// The custody transfer form: which way, the currency and the amount (Max fills in all that the side
// it leaves holds), with the fee and what arrives as it is typed. The amount is checked here against
// the currency's terms first (each refusal in the user's language); a transfer is confirmed in a
// dialog that states the fee and what arrives before it is sent, and the exchange's refusal, if any,
// is shown as it says it.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import BigNumber from 'bignumber.js';
import { t } from '../../i18n';
import { formatAmount } from '../../format';
import { currencyLabel } from '../../format/symbols';
import { CUSTODY_DIRECTIONS, type CustodyAssetFee, type CustodyDirection, type CustodySummary } from '../../protocol/account/custody';
import type { CustodyStoreInstance } from '../../models/account/custody';
import { SelectField } from '../../ui/SelectField';
import { AmountField } from '../../ui/AmountField';
import { Segmented } from '../../ui/Segmented';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { WriteButton } from '../../app/write-gate';

const errorOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** What the side a transfer leaves holds: the exchange wallet's available balance or the custody balance. */
function heldOn(summary: CustodySummary, direction: CustodyDirection, currency: string): BigNumber {
  const h = summary.holdings.find((x) => x.currency === currency);
  return new BigNumber(direction === 'to_custody' ? (h?.exchange ?? 0) : (h?.custody ?? 0));
}

/** Why an amount typed for `asset` cannot move (in the user's language), or null. */
export function amountProblem(text: string, asset: CustodyAssetFee, available: BigNumber): string | null {
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return t('custody.error.amount');
  const v = new BigNumber(text);
  if (!v.gt(0)) return t('custody.error.amount');
  if ((v.decimalPlaces() ?? 0) > asset.decimals) return t('custody.error.decimals', { currency: asset.currency, decimals: asset.decimals });
  if (v.lt(asset.minTransfer)) return t('custody.error.min', { currency: asset.currency, min: String(asset.minTransfer) });
  if (v.gt(available)) return t('custody.error.above', { available: formatAmount(available.toNumber()), currency: asset.currency });
  return null;
}

export const TransferForm = observer(function TransferForm({
  custody,
  summary,
}: {
  custody: CustodyStoreInstance;
  summary: CustodySummary;
}) {
  const assets = summary.fees.assets;
  const [direction, setDirection] = useState<CustodyDirection>('to_custody');
  const [currency, setCurrency] = useState(assets[0]?.currency ?? 'BTC');
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const asset = assets.find((a) => a.currency === currency) ?? assets[0];
  if (!asset) return null;
  const available = heldOn(summary, direction, asset.currency);
  const problem = amountProblem(amount, asset, available);
  const value = problem ? null : new BigNumber(amount);
  const fee = new BigNumber(asset.transferFee);
  const received = value ? BigNumber.max(0, value.minus(fee)) : null;
  const ccy = currencyLabel(asset.currency);

  const review = () => {
    setError(null);
    setDone(null);
    // A typed amount's problem already shows under the field; an empty one is said here.
    if (problem) return setError(amount === '' ? problem : null);
    setConfirming(true);
  };
  const send = () => {
    setConfirming(false);
    if (!value) return;
    void custody.transfer({ direction, currency: asset.currency, amount: value.toFixed() }).then(
      (x) => {
        setDone(
          t('custody.done', { id: x.id, received: formatAmount(x.received), currency: currencyLabel(x.currency), direction: x.direction }),
        );
        setAmount('');
      },
      (err: unknown) => setError(errorOf(err)),
    );
  };

  return (
    <div className="cu-transfer">
      <form
        className="cu-form"
        aria-label={t('custody.transfer')}
        onSubmit={(e) => {
          e.preventDefault();
          review();
        }}
      >
        <span className="ui-label">{t('custody.direction')}</span>
        <Segmented
          label={t('custody.direction')}
          value={direction}
          options={CUSTODY_DIRECTIONS.map((d) => ({ value: d, label: t('custody.direction.name', { direction: d }) }))}
          onChange={(d) => {
            setDirection(d);
            setError(null);
          }}
        />
        <SelectField
          label={t('custody.currency')}
          value={asset.currency}
          options={assets.map((a) => a.currency)}
          optionLabel={currencyLabel}
          onChange={(c) => {
            setCurrency(c);
            setError(null);
          }}
        />
        <AmountField
          label={t('custody.amount', { currency: ccy })}
          value={amount}
          onChange={setAmount}
          error={problem}
          hint={
            <div className="cu-hint">
              <p className="dim cu-note">
                {t('custody.available', { direction, amount: formatAmount(available.toNumber(), asset.decimals), currency: ccy })}
              </p>
              <button
                type="button"
                className="ui-button cu-max"
                onClick={() => setAmount(available.decimalPlaces(asset.decimals, BigNumber.ROUND_FLOOR).toFixed())}
              >
                {t('custody.max')}
              </button>
            </div>
          }
        />
        <p className="dim cu-note" data-testid="custody-preview">
          {t('custody.preview', {
            fee: formatAmount(asset.transferFee, asset.decimals),
            received: received ? formatAmount(received.toNumber(), asset.decimals) : '—',
            currency: ccy,
          })}
        </p>
        <WriteButton scope="wallets" type="submit" className="ui-button ui-button-primary" disabled={custody.busy}>
          {t('custody.send')}
        </WriteButton>
      </form>
      <div className="cu-outcome">
        {error && (
          <p className="ui-field-error" role="alert">
            {error}
          </p>
        )}
        {done && (
          <p className="cu-done" role="status">
            {done}
          </p>
        )}
      </div>
      {confirming && value && received && (
        <ConfirmModal
          title={t('custody.confirm.title')}
          body={t('custody.confirm.body', {
            direction,
            amount: formatAmount(value.toNumber(), asset.decimals),
            currency: ccy,
            fee: formatAmount(asset.transferFee, asset.decimals),
            received: formatAmount(received.toNumber(), asset.decimals),
          })}
          confirmLabel={t('custody.confirm.ok')}
          cancelLabel={t('custody.confirm.cancel')}
          onConfirm={send}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
});
