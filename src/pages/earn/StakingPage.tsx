// Staking (/staking, issue 16 item 3): the stakeable currencies and their rates; signed in, the
// account's stakes (staked, rewards paid, next payment), the stake and unstake form, and its
// staking history. The rewards come from the exchange's timer, so the page reads the stakes again
// once a period (at most every 30 s, at least every second).
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import BigNumber from 'bignumber.js';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatAmount, formatPercent, formatTime } from '../../format';
import { DEFAULT_STAKING_PERIOD_MS, STAKING_TERMS, type Stake, type StakingEvent } from '../../protocol/account/staking';
import type { EarnStoreInstance } from '../../models/account/earn';
import { SelectField } from '../../ui/SelectField';
import { AmountField } from '../../ui/AmountField';
import { DataTable, HistoryTable, columnHelper } from '../../ui/DataTable';
import { errorOf, Outcome, periodText, SignInNote, typedAmount } from './shared';

interface TermsRow {
  currency: string;
  daily: string;
  min: string;
  stake?: Stake;
}

const col = (id: string) => () => t('staking.col', { id });
const th = columnHelper<TermsRow>();
const termColumns = (signedIn: boolean) =>
  th.columns([
    th.display({ id: 'currency', header: col('currency'), cell: (c) => c.row.original.currency }),
    th.display({ id: 'daily', header: col('daily'), cell: (c) => formatPercent(c.row.original.daily, false) }),
    th.display({
      id: 'yearly',
      header: col('yearly'),
      cell: (c) => formatPercent(new BigNumber(c.row.original.daily).times(365).toFixed(), false),
    }),
    th.display({ id: 'min', header: col('min'), cell: (c) => c.row.original.min }),
    ...(signedIn
      ? [
          th.display({ id: 'staked', header: col('staked'), cell: (c) => formatAmount(c.row.original.stake?.amount ?? 0) }),
          th.display({ id: 'paid', header: col('paid'), cell: (c) => formatAmount(c.row.original.stake?.rewardsPaid ?? 0) }),
          th.display({
            id: 'next',
            header: col('next'),
            cell: (c) => (c.row.original.stake?.nextPayoutMts ? formatTime(c.row.original.stake.nextPayoutMts) : '—'),
          }),
        ]
      : []),
  ]);
const TERM_COLUMNS = { signedIn: termColumns(true), visitor: termColumns(false) };
const TERMS_NUMERIC = new Set(['daily', 'yearly', 'min', 'staked', 'paid']);

const eh = columnHelper<StakingEvent>();
const eventColumns = eh.columns([
  eh.display({ id: 'time', header: col('time'), cell: (c) => formatTime(c.row.original.mts) }),
  eh.display({ id: 'currency', header: col('currency'), cell: (c) => c.row.original.currency }),
  eh.display({ id: 'kind', header: col('kind'), cell: (c) => t('staking.kind', { kind: c.row.original.kind }) }),
  eh.display({
    id: 'amount',
    header: col('amount'),
    cell: (c) => <span className={c.row.original.kind === 'REWARD' ? 'up' : undefined}>{formatAmount(c.row.original.amount)}</span>,
  }),
]);
const EVENTS_NUMERIC = new Set(['amount']);

export const StakingPage = observer(function StakingPage({ earn }: { earn: EarnStoreInstance }) {
  const { account } = useStore();
  const signedIn = account.signedIn;
  const [currency, setCurrency] = useState(STAKING_TERMS[0]!.currency);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const periodMs = earn.stakes[0]?.periodMs ?? DEFAULT_STAKING_PERIOD_MS;

  useEffect(() => {
    if (!signedIn) return;
    const load = () => void earn.reloadStaking().catch((err: unknown) => setError(errorOf(err)));
    load();
    const every = Math.min(30_000, Math.max(1000, periodMs));
    const timer = setInterval(load, every);
    return () => clearInterval(timer);
  }, [signedIn, earn, periodMs]);

  const value = typedAmount(amount);
  const stake = earn.stakes.find((s) => s.currency === currency);
  const run = (which: 'stake' | 'unstake') => {
    setError(null);
    setDone(null);
    if (!value) return setError(t('earn.amountInvalid'));
    const call = which === 'stake' ? earn.stake(currency, value.toFixed()) : earn.unstake(currency, value.toFixed());
    void call.then(
      (text) => {
        setDone(text);
        setAmount('');
      },
      (err: unknown) => setError(errorOf(err)),
    );
  };

  const rows: TermsRow[] = STAKING_TERMS.map((x) => ({
    currency: x.currency,
    daily: x.dailyRate,
    min: x.minAmount,
    stake: earn.stakes.find((s) => s.currency === x.currency),
  }));

  return (
    <section className="earn account-page" aria-label={t('staking.title')}>
      <h1>{t('staking.title')}</h1>
      <p className="dim earn-intro">{t('staking.intro', { period: periodText(periodMs) })}</p>
      <h2>{t('staking.terms')}</h2>
      <div className="earn-table">
        <DataTable
          label={t('staking.terms')}
          className="od-table"
          columns={signedIn ? TERM_COLUMNS.signedIn : TERM_COLUMNS.visitor}
          data={rows}
          getRowId={(r) => r.currency}
          numeric={TERMS_NUMERIC}
        />
      </div>
      {!signedIn ? (
        <SignInNote />
      ) : (
        <>
          <div className="earn-body">
            <form
              className="earn-form"
              aria-label={t('staking.stake')}
              onSubmit={(e) => {
                e.preventDefault();
                run('stake');
              }}
            >
              <SelectField
                label={t('earn.currency')}
                value={currency}
                options={STAKING_TERMS.map((x) => x.currency)}
                onChange={setCurrency}
              />
              <AmountField
                label={t('earn.amount', { currency })}
                value={amount}
                onChange={setAmount}
                error={value ? null : t('earn.amountInvalid')}
                hint={
                  <>
                    <p className="dim earn-note">
                      {t('earn.available', {
                        amount: formatAmount(account.wallets.available('exchange', currency).toNumber()),
                        currency,
                      })}
                    </p>
                    <p className="dim earn-note">{t('staking.staked', { amount: formatAmount(stake?.amount ?? 0), currency })}</p>
                  </>
                }
              />
              <div className="earn-actions">
                <button type="submit" className="ui-button" disabled={earn.busy}>
                  {t('staking.stake')}
                </button>
                <button type="button" className="ui-button" disabled={earn.busy} onClick={() => run('unstake')}>
                  {t('staking.unstake')}
                </button>
              </div>
            </form>
            <div className="earn-side">
              <Outcome error={error} done={done} />
            </div>
          </div>
          <h2>{t('staking.history')}</h2>
          <div className="earn-table">
            <HistoryTable
              label={t('staking.history')}
              columns={eventColumns}
              data={earn.events}
              numeric={EVENTS_NUMERIC}
              empty={t('staking.history.empty')}
            />
          </div>
        </>
      )}
    </section>
  );
});
