// The funding ticker of one currency: FRR per year (FRR × 365 × 100, 4 significant figures) and
// per day, the best bid and offer with their periods, the last rate, the day's change and range.
import '../market-messages';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatCompact, formatDailyRate, formatFundingRateYearly, formatPercent, pairLabel } from '../../format';
import type { WidgetProps } from '../../layouts/widget-props';
import { FundingSymbolPicker } from '../../app/FundingSymbolPicker';
import { useFollowFunding } from '../../app/use-follow-funding';
import { SyncBadge } from '../../ui/SyncBadge';
import { useAcquire } from '../../ui/use-acquire';
import './funding-ticker.css';
import type { FundingTickerWidgetState } from './state';

export const FundingTickerWidget = observer(function FundingTickerWidget({ state, setState }: WidgetProps<FundingTickerWidgetState>) {
  const { fundingTickers } = useStore();
  useFollowFunding(state.symbol, (symbol) => setState({ ...state, symbol }));
  useAcquire(() => fundingTickers.acquire(state.symbol), state.symbol);
  const feed = fundingTickers.feeds.get(state.symbol);
  const tk = feed?.latest;
  const change = tk?.dailyChangeRelative ?? null;
  const stats: Array<[string, string, string?]> = [
    [t('fundingTicker.frrDaily'), formatDailyRate(tk?.frr)],
    [t('fundingTicker.bid'), tk ? t('fundingTicker.rateFor', { rate: formatDailyRate(tk.bid), days: tk.bidPeriod }) : '–', 'up'],
    [t('fundingTicker.bidSize'), formatCompact(tk?.bidSize)],
    [t('fundingTicker.ask'), tk ? t('fundingTicker.rateFor', { rate: formatDailyRate(tk.ask), days: tk.askPeriod }) : '–', 'down'],
    [t('fundingTicker.askSize'), formatCompact(tk?.askSize)],
    [t('fundingTicker.last'), formatDailyRate(tk?.lastPrice)],
    [t('fundingTicker.change'), formatPercent(change), change === null || change === 0 ? undefined : change > 0 ? 'up' : 'down'],
    [t('fundingTicker.high'), formatDailyRate(tk?.high)],
    [t('fundingTicker.low'), formatDailyRate(tk?.low)],
    [t('fundingTicker.volume'), formatCompact(tk?.volume)],
    [t('fundingTicker.frrAvailable'), formatCompact(tk?.frrAmountAvailable)],
  ];
  return (
    <section className="w fticker" aria-label={t('fundingTicker.title', { currency: pairLabel(state.symbol) })}>
      <div className="w-toolbar">
        <FundingSymbolPicker value={state.symbol} onChange={(symbol) => setState({ symbol })} />
        <span className="w-toolbar-gap" />
        <SyncBadge state={feed?.status === 'error' ? 'error' : feed?.status === 'live' ? 'live' : 'loading'} />
      </div>
      <div className="w-scroll">
        <div className="fticker-frr">
          <span className="dim">{t('fundingTicker.frrYearly')}</span>
          <span className="num fticker-frr-value" data-testid="frr-yearly">
            {formatFundingRateYearly(tk?.frr)}
          </span>
        </div>
        <dl className="fticker-stats">
          {stats.map(([label, value, cls]) => (
            <div key={label} className="fticker-stat">
              <dt className="dim">{label}</dt>
              <dd className={`num ${cls ?? ''}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
});
