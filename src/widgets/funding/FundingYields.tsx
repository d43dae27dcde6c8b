// The selected currency's yields (`/v2/auth/r/info/funding/{fSYM}`, then `fiu`): the average
// daily rate and remaining days of what the user borrows (loan side) and lends (lend side).
import { Fragment } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatDailyRate, formatFixed } from '../../format';

export const FundingYields = observer(function FundingYields({ symbol }: { symbol: string }) {
  const { account } = useStore();
  const info = account.funding.info.get(symbol);
  const rate = (v: number | null | undefined) => (v === null || v === undefined ? '–' : formatDailyRate(v));
  const days = (v: number | null | undefined) => (v === null || v === undefined ? '–' : t('funding.days', { days: formatFixed(v, 2) }));
  const figures: Array<[label: string, testId: string, text: string]> = [
    [t('funding.yieldLend'), 'yield-lend', rate(info?.yieldLend)],
    [t('funding.durationLend'), 'duration-lend', days(info?.durationLend)],
    [t('funding.yieldLoan'), 'yield-loan', rate(info?.yieldLoan)],
    [t('funding.durationLoan'), 'duration-loan', days(info?.durationLoan)],
  ];
  return (
    <dl className="fd-yields" aria-label={t('funding.yieldsLabel', { currency: symbol.slice(1) })}>
      {figures.map(([label, testId, text]) => (
        <Fragment key={testId}>
          <dt>{label}</dt>
          <dd className="num" data-testid={testId}>
            {text}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
});
