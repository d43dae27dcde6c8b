// Borrow (/borrow, issue 16 item 3): what borrowing is; signed in, the collateral in the margin
// wallet with what it still backs of the chosen currency (the exchange's available-to-borrow figure,
// account/borrow-limit.ts: its USD value at the leverage the margin rules allow, less what is
// borrowed or bid for — a bid above it is refused by the exchange, the refusal shown as it says it),
// a loan bid into the exchange's funding market (currency, amount, daily rate, days), the
// high-cost open-loan warning of issue 15 before a bid above HIGH_COST_DAILY_RATE is sent (the page
// states the threshold; the funding widget shows the same warning), the open bids (cancel) and the
// loans taken (repay), live from the account. The funding disclaimer is asked on the first visit
// signed in (app/modals/DisclaimerModal: remembered on the exchange).
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import BigNumber from 'bignumber.js';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatAmount, formatFixed, formatPercent, formatTime } from '../../format';
import { BORROW_CURRENCIES, BORROW_MAX_DAYS, BORROW_MIN_DAYS, HIGH_COST_DAILY_RATE, highCostLoan } from '../../protocol/account/borrow';
import type { EarnStoreInstance } from '../../models/account/earn';
import { SelectField } from '../../ui/SelectField';
import { AmountField } from '../../ui/AmountField';
import { lazyPage } from '../../app/lazy-page';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { errorOf, Outcome, SignInNote, typedAmount } from './shared';

/** Loaded when first shown (src/app/modals): not part of the first load. */
const HighCostLoanModal = lazyPage(() => import('../../app/modals/HighCostLoanModal'));
const DisclaimerModal = lazyPage(() => import('../../app/modals/DisclaimerModal'));

type Currency = (typeof BORROW_CURRENCIES)[number];
/** The highest daily rate the page sends (7 %, the funding market's cap). */
const MAX_DAILY_PERCENT = 7;

interface FundingRow {
  id: number;
  symbol: string;
  amount: number;
  rate: number;
  period: number;
  mts: number;
}

const col = (id: string) => () => t('borrow.col', { id });
const h = columnHelper<FundingRow>();
const baseColumns = [
  h.display({ id: 'id', header: col('id'), cell: (c) => String(c.row.original.id) }),
  h.display({ id: 'currency', header: col('currency'), cell: (c) => c.row.original.symbol.slice(1) }),
  h.display({ id: 'amount', header: col('amount'), cell: (c) => formatAmount(Math.abs(c.row.original.amount)) }),
  h.display({ id: 'rate', header: col('rate'), cell: (c) => formatPercent(c.row.original.rate, false) }),
  h.display({ id: 'period', header: col('period'), cell: (c) => String(c.row.original.period) }),
  h.display({ id: 'opened', header: col('opened'), cell: (c) => formatTime(c.row.original.mts) }),
];
const NUMERIC = new Set(['id', 'amount', 'rate', 'period']);

const yearly = (daily: BigNumber.Value) => formatPercent(new BigNumber(daily).times(365).toFixed(), false);

export const BorrowPage = observer(function BorrowPage({ earn }: { earn: EarnStoreInstance }) {
  const { account } = useStore();
  const signedIn = account.signedIn;
  const [currency, setCurrency] = useState<Currency>('USD');
  const [amount, setAmount] = useState('');
  const [ratePercent, setRatePercent] = useState('0.02');
  const [days, setDays] = useState('2');
  const [warning, setWarning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The funding disclaimer, on the first visit signed in (answers at once once accepted).
  const [disclaimed, setDisclaimed] = useState(false);
  const navigate = useNavigate();

  const value = typedAmount(amount);
  const percent = typedAmount(ratePercent);
  const rate = percent && percent.lte(MAX_DAILY_PERCENT) ? percent.div(100) : null;
  const period = /^\d+$/.test(days) ? Number(days) : NaN;
  const periodOk = period >= BORROW_MIN_DAYS && period <= BORROW_MAX_DAYS;
  const cost = value && rate && periodOk ? value.times(rate).times(period) : null;
  const highCost = rate !== null && highCostLoan(rate.toFixed());
  const threshold = formatPercent(HIGH_COST_DAILY_RATE, false);

  const send = () => {
    setWarning(false);
    if (!value || !rate || !periodOk) return;
    void earn.borrow({ currency, amount: value.toFixed(), rate: rate.toFixed(), period }).then(
      (text) => setDone(text),
      (err: unknown) => setError(errorOf(err)),
    );
  };
  const submit = () => {
    setError(null);
    setDone(null);
    if (!value) return setError(t('earn.amountInvalid'));
    if (!rate) return setError(t('borrow.rateInvalid'));
    if (!periodOk) return setError(t('borrow.periodInvalid'));
    // Issue 15: a loan above the threshold is confirmed first, with its cost.
    if (highCost) return setWarning(true);
    send();
  };
  const act = (run: Promise<string>) =>
    void run.then(
      (text) => setDone(text),
      (err: unknown) => setError(errorOf(err)),
    );

  const collateral = account.wallets.list.filter((w) => w.type === 'margin' && w.balance !== 0);
  // The figure is read again when the currency, the margin wallets, the bids or the loans change,
  // and every 15 s (prices move).
  const limit = earn.borrowLimit?.currency === currency ? earn.borrowLimit : null;
  const changes = [
    ...collateral.map((w) => `${w.currency}:${w.balance}`),
    ...account.funding.offers.list.map((o) => `o${o.id}:${o.amount}`),
    ...account.funding.credits.list.map((c) => `c${c.id}:${c.amount}`),
  ].join(',');
  useEffect(() => {
    if (!signedIn) return;
    const read = () => void earn.reloadBorrowLimit(currency).catch((err: unknown) => setError(errorOf(err)));
    read();
    const timer = setInterval(read, 15_000);
    return () => clearInterval(timer);
  }, [signedIn, earn, currency, changes]);
  const above = value && limit?.available != null && value.gt(limit.available);
  const bids: FundingRow[] = account.funding.offers.list
    .filter((o) => o.amount < 0)
    .map((o) => ({ id: o.id, symbol: o.symbol, amount: o.amount, rate: o.rate, period: o.period, mts: o.mtsCreate }));
  const loans: FundingRow[] = account.funding.credits.list.map((c) => ({
    id: c.id,
    symbol: c.symbol,
    amount: c.amount,
    rate: c.rate,
    period: c.period,
    mts: c.mtsOpening ?? c.mtsCreate,
  }));
  const action = (label: string, run: (id: number) => Promise<string>) =>
    h.display({
      id: 'action',
      header: col('action'),
      cell: (c) => (
        <button type="button" className="ui-button ui-button-small" disabled={earn.busy} onClick={() => act(run(c.row.original.id))}>
          {label}
        </button>
      ),
    });

  return (
    <section className="earn account-page" aria-label={t('borrow.title')}>
      <h1>{t('borrow.title')}</h1>
      <p className="earn-intro">{t('borrow.what')}</p>
      <p className="dim earn-intro">{t('borrow.threshold', { threshold, yearly: yearly(HIGH_COST_DAILY_RATE) })}</p>
      {!signedIn ? (
        <SignInNote />
      ) : (
        <>
          <div className="earn-body">
            <form
              className="earn-form"
              aria-label={t('borrow.submit')}
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
            >
              <SelectField label={t('earn.currency')} value={currency} options={BORROW_CURRENCIES} onChange={setCurrency} />
              <AmountField
                label={t('earn.amount', { currency })}
                value={amount}
                onChange={setAmount}
                error={value ? null : t('earn.amountInvalid')}
                hint={
                  above && limit ? (
                    <p className="earn-warn" role="note">
                      {t('borrow.aboveAvailable', { amount: formatAmount(limit.available ?? 0), currency })}
                    </p>
                  ) : undefined
                }
              />
              <AmountField
                label={t('borrow.rate')}
                value={ratePercent}
                onChange={setRatePercent}
                error={rate ? null : t('borrow.rateInvalid')}
                hint={
                  highCost ? (
                    <p className="earn-warn" role="note">
                      {t('borrow.warning.title')}: {t('borrow.threshold', { threshold, yearly: yearly(HIGH_COST_DAILY_RATE) })}
                    </p>
                  ) : undefined
                }
              />
              <AmountField label={t('borrow.period')} value={days} onChange={setDays} error={periodOk ? null : t('borrow.periodInvalid')} />
              {cost && rate && (
                <p className="dim earn-note">
                  {t('borrow.cost', { amount: formatAmount(cost.toNumber()), currency, yearly: yearly(rate) })}
                </p>
              )}
              <button type="submit" className="ui-button" disabled={earn.busy}>
                {t('borrow.submit')}
              </button>
            </form>
            <div className="earn-side">
              <section className="earn-card" aria-label={t('borrow.collateral')}>
                <h2>{t('borrow.collateral')}</h2>
                {limit && (
                  <div data-testid="borrow-available">
                    <p>
                      <strong>
                        {limit.available === null
                          ? t('borrow.available.noPrice', { usd: formatFixed(limit.availableUsd, 2), currency })
                          : t('borrow.available', {
                              amount: formatAmount(limit.available),
                              currency,
                              usd: formatFixed(limit.availableUsd, 2),
                            })}
                      </strong>
                    </p>
                    <p className="dim earn-note">
                      {t('borrow.available.rule', {
                        collateral: formatFixed(limit.collateralUsd, 2),
                        leverage: formatAmount(limit.leverage, 2),
                        limit: formatFixed(limit.limitUsd, 2),
                        committed: formatFixed(limit.committedUsd, 2),
                      })}
                    </p>
                  </div>
                )}
                {collateral.length === 0 ? (
                  <p className="dim">{t('borrow.collateral.empty')}</p>
                ) : (
                  <ul className="earn-list">
                    {collateral.map((w) => (
                      <li key={w.currency}>
                        {formatAmount(w.balance)} {w.currency}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <Outcome error={error} done={done} />
            </div>
          </div>
          <h2>{t('borrow.bids')}</h2>
          <div className="earn-table">
            <DataTable
              label={t('borrow.bids')}
              className="od-table"
              columns={[...baseColumns, action(t('borrow.cancelBid'), (id) => earn.cancelBid(id))]}
              data={bids}
              getRowId={(r) => String(r.id)}
              numeric={NUMERIC}
              empty={<p className="dim">{t('borrow.bids.empty')}</p>}
            />
          </div>
          <h2>{t('borrow.loans')}</h2>
          <div className="earn-table">
            <DataTable
              label={t('borrow.loans')}
              className="od-table"
              columns={[...baseColumns, action(t('borrow.repay'), (id) => account.funding.close(id))]}
              data={loans}
              getRowId={(r) => String(r.id)}
              numeric={NUMERIC}
              empty={<p className="dim">{t('borrow.loans.empty')}</p>}
            />
          </div>
        </>
      )}
      {warning && value && rate && periodOk && (
        <Suspense fallback={null}>
          <HighCostLoanModal
            rate={rate.toFixed()}
            amount={value.toFixed()}
            currency={currency}
            days={period}
            onConfirm={send}
            onCancel={() => setWarning(false)}
          />
        </Suspense>
      )}
      {signedIn && !disclaimed && (
        <Suspense fallback={null}>
          <DisclaimerModal kind="funding" onAccepted={() => setDisclaimed(true)} onCancel={() => navigate('/wallets')} />
        </Suspense>
      )}
    </section>
  );
});
