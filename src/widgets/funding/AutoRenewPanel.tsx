// Auto-renew of a funding currency (market-side §3: active, period, threshold, rate): read from
// what the exchange last accepted, written through `/v2/auth/w/funding/auto`.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import BigNumber from 'bignumber.js';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { autoRenewErrors } from '../../models/account/funding-auto';
import { NumberField } from '../../ui/NumberField';
import { Check } from '../../ui/Check';
import { WriteButton } from '../../app/write-gate';

export const AutoRenewPanel = observer(function AutoRenewPanel({ currency }: { currency: string }) {
  const { account } = useStore();
  const funding = account.funding;
  const saved = funding.autoRenew.get(currency);
  const [active, setActive] = useState(false);
  const [period, setPeriod] = useState('2');
  const [rate, setRate] = useState('');
  const [threshold, setThreshold] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // The form shows the accepted setting whenever it (or the currency) changes.
  useEffect(() => {
    setActive(saved?.active ?? false);
    setPeriod(String(saved?.period ?? 2));
    setRate(saved && new BigNumber(saved.rate).gt(0) ? new BigNumber(saved.rate).times(100).toFixed() : '');
    setThreshold(saved && new BigNumber(saved.threshold).gt(0) ? saved.threshold : '');
    setOutcome(null);
  }, [saved, currency]);
  const errors = autoRenewErrors({ period, ratePercent: rate, threshold });
  const invalid = active && Object.keys(errors).length > 0;
  const save = async () => {
    if (invalid) return;
    setBusy(true);
    try {
      const text = await funding.setAutoRenew({
        currency,
        active,
        period: Number(period),
        rate: rate.trim() === '' ? undefined : new BigNumber(rate.trim()).div(100).toFixed(),
        amount: threshold.trim() === '' ? undefined : threshold.trim(),
      });
      setOutcome({ ok: true, text });
    } catch (err) {
      setOutcome({ ok: false, text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="of-body fd-auto"
      aria-label={t('funding.autoRenew')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <h3 className="fd-head">{t('funding.autoRenew')}</h3>
      <Check label={t('funding.autoActive', { currency })} checked={active} onChange={setActive} />
      <NumberField
        label={t('funding.autoPeriod')}
        value={period}
        inputMode="numeric"
        onChange={setPeriod}
        error={active && errors.period ? t(errors.period) : undefined}
      />
      <NumberField
        label={t('funding.autoRate')}
        unit="%"
        value={rate}
        onChange={setRate}
        error={active && errors.rate ? t(errors.rate) : undefined}
        hint={t('funding.autoRateHint')}
      />
      <NumberField
        label={t('funding.autoThreshold')}
        unit={currency}
        value={threshold}
        onChange={setThreshold}
        error={active && errors.threshold ? t(errors.threshold) : undefined}
        hint={t('funding.autoThresholdHint')}
      />
      {outcome && (
        <p className={outcome.ok ? 'fd-outcome' : 'ui-field-error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
      <WriteButton scope="funding" type="submit" className="ui-button ui-button-primary" disabled={busy || invalid}>
        {t('funding.autoRenewSave')}
      </WriteButton>
    </form>
  );
});
