// The selected currency's yields (`/v2/auth/r/info/funding/{fSYM}`, then `fiu`): the average
// daily rate and remaining days of what the user borrows (loan side) and lends (lend side).
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatDailyRate, formatFixed } from '../../format';

export const FundingYields = observer(function FundingYields({ symbol }: { symbol: string }) {
  const { account } = useStore();
  const info = account.funding.info.get(symbol);
  const rate = (v: number | null | undefined) => (v === null || v === undefined ? '–' : formatDailyRate(v));
  const days = (v: number | null | undefined) => (v === null || v === undefined ? '–' : t('funding.days', { days: formatFixed(v, 2) }));
  return (
    <dl className="fd-yields" aria-label={t('funding.yieldsLabel', { currency: symbol.slice(1) })}>
      <dt>{t('funding.yieldLend')}</dt>
      <dd className="num" data-testid="yield-lend">
        {rate(info?.yieldLend)}
      </dd>
      <dt>{t('funding.durationLend')}</dt>
      <dd className="num" data-testid="duration-lend">
        {days(info?.durationLend)}
      </dd>
      <dt>{t('funding.yieldLoan')}</dt>
      <dd className="num" data-testid="yield-loan">
        {rate(info?.yieldLoan)}
      </dd>
      <dt>{t('funding.durationLoan')}</dt>
      <dd className="num" data-testid="duration-loan">
        {days(info?.durationLoan)}
      </dd>
    </dl>
  );
});
