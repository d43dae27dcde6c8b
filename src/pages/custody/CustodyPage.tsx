// Custody (/custody, account-side §1; issue 16 item 11): the account's custody account with the
// exchange's regulated-custody partner — its KYC status with the onboarding action, the partner's
// fees, the custody balances beside what the exchange wallet has, valued at the exchange's index
// prices with each asset's share and yearly fee, the custody fee charged (the totals, the last and
// next charge and the fee history), the transfer form, and the transfers. The summary is read again
// every 15 s (index prices move), every second while an application is under review; the fee
// history when the summary says a charge was made since.
import './messages';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatAmount, formatFixed, formatPercent, formatTime } from '../../format';
import type { CustodyFeeState, CustodyKyc } from '../../protocol/account/custody';
import { createPageModel } from '../../models/account/page-model';
import { CustodyStore, type CustodyStoreInstance } from '../../models/account/custody';
import { WriteButton } from '../../app/write-gate';
import { StatusDot, type DotTone } from '../../ui/StatusDot';
import { FeeChargesTable, FeesTable, PortfolioTable, TransfersTable } from './CustodyTables';
import { currencyLabel } from '../../format/symbols';
import { TransferForm } from './TransferForm';
import './custody.css';

const errorOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

const TONE: Record<CustodyKyc['status'], DotTone> = { NOT_STARTED: 'pending', PENDING: 'pending', APPROVED: 'good', REJECTED: 'bad' };

const KycPanel = observer(function KycPanel({
  kyc,
  custody,
  onError,
}: {
  kyc: CustodyKyc;
  custody: CustodyStoreInstance;
  onError(e: string): void;
}) {
  const onboard = () => void custody.onboard().catch((err: unknown) => onError(errorOf(err)));
  const check = () => void custody.reloadSummary().catch((err: unknown) => onError(errorOf(err)));
  return (
    <div className="cu-kyc" data-testid="custody-kyc" data-status={kyc.status}>
      <p className="cu-kyc-status">
        <StatusDot tone={TONE[kyc.status]} size={7} />
        <strong>{t('custody.kyc.status', { status: kyc.status })}</strong>
      </p>
      {kyc.status === 'NOT_STARTED' && <p className="dim cu-note">{t('custody.kyc.notStarted')}</p>}
      {kyc.status === 'PENDING' && (
        <p className="dim cu-note">
          {t('custody.kyc.pending', { applied: formatTime(kyc.appliedMts), due: formatTime(kyc.reviewDueMts) })}
        </p>
      )}
      {kyc.status === 'APPROVED' && <p className="dim cu-note">{t('custody.kyc.approved', { decided: formatTime(kyc.decidedMts) })}</p>}
      {kyc.status === 'REJECTED' && (
        <p className="cu-note down">{t('custody.kyc.rejected', { decided: formatTime(kyc.decidedMts), reason: kyc.reason ?? '' })}</p>
      )}
      {(kyc.status === 'NOT_STARTED' || kyc.status === 'REJECTED') && (
        <WriteButton scope="account" type="button" className="ui-button ui-button-primary" disabled={custody.busy} onClick={onboard}>
          {t(kyc.status === 'REJECTED' ? 'custody.onboardAgain' : 'custody.onboard')}
        </WriteButton>
      )}
      {kyc.status === 'PENDING' && (
        <button type="button" className="ui-button" onClick={check}>
          {t('custody.checkStatus')}
        </button>
      )}
    </div>
  );
});

/** The custody fee's period as the page says it: in hours from an hour, in seconds below. */
function periodParts(ms: number): { unit: 'hour' | 'second'; n: number } {
  return ms >= 3_600_000 ? { unit: 'hour', n: Math.round(ms / 3_600_000) } : { unit: 'second', n: Math.round(ms / 1000) };
}

function FeeCharged({ state, rate }: { state: CustodyFeeState; rate: string }) {
  return (
    <div className="cu-charges" data-testid="custody-charges">
      <p className="dim cu-note">{t('custody.charges.schedule', { rate, ...periodParts(state.periodMs) })}</p>
      <p className="cu-note" data-testid="custody-charged">
        {t('custody.charges.total')}:{' '}
        {state.charged.length === 0
          ? t('custody.charges.nothing')
          : state.charged.map((c) => `${formatAmount(c.amount)} ${currencyLabel(c.currency)}`).join(' · ')}
      </p>
      <p className="cu-note">
        {state.lastChargeMts === null ? t('custody.charges.noLast') : t('custody.charges.last', { time: formatTime(state.lastChargeMts) })}
        {' · '}
        {state.nextChargeMts === null ? t('custody.charges.noNext') : t('custody.charges.next', { time: formatTime(state.nextChargeMts) })}
      </p>
    </div>
  );
}

export default observer(function CustodyPage() {
  const { account } = useStore();
  const [custody] = useState(() => createPageModel(CustodyStore, account));
  const [error, setError] = useState<string | null>(null);
  const summary = custody.summary;
  const reviewing = summary?.kyc.status === 'PENDING';

  useEffect(() => {
    if (account.signedIn) void custody.reload().catch((err: unknown) => setError(errorOf(err)));
  }, [account.signedIn, custody]);
  useEffect(() => {
    if (!account.signedIn) return;
    const timer = setInterval(
      () =>
        void custody.reloadSummary().then(
          () => setError(null),
          (err: unknown) => setError(errorOf(err)),
        ),
      reviewing ? 1000 : 15_000,
    );
    return () => clearInterval(timer);
  }, [account.signedIn, custody, reviewing]);
  // A charge made since the fee history was read: read it again.
  const lastCharge = summary?.feeState.lastChargeMts ?? null;
  const lastListed = custody.feeCharges[0]?.mts ?? null;
  useEffect(() => {
    if (account.signedIn && lastCharge !== null && lastCharge !== lastListed)
      void custody.reloadFees().catch((err: unknown) => setError(errorOf(err)));
  }, [account.signedIn, custody, lastCharge, lastListed]);

  const rate = summary ? formatPercent(summary.fees.custodyFeeBps / 10_000, false) : '';
  return (
    <section className="cu account-page" aria-label={t('custody.title')}>
      <h1>{t('custody.title')}</h1>
      {error && (
        <p className="ui-field-error" role="alert">
          {error}
        </p>
      )}
      {!summary ? (
        !error && <p className="dim">{t('app.loading')}</p>
      ) : (
        <>
          <p className="dim cu-intro">{t('custody.intro', { partner: summary.partner, rate })}</p>
          <div className="cu-top">
            <div>
              <h2>{t('custody.kyc')}</h2>
              <KycPanel kyc={summary.kyc} custody={custody} onError={setError} />
            </div>
            <div>
              <h2>{t('custody.fees')}</h2>
              <p className="cu-note">
                {t('custody.fees.custody', { rate, bps: summary.fees.custodyFeeBps, fee: formatFixed(summary.yearlyFeeUsd, 2) })}
              </p>
              <p className="dim cu-note">{t('custody.fees.transfer')}</p>
              <FeesTable assets={summary.fees.assets} />
            </div>
          </div>
          <h2>{t('custody.portfolio')}</h2>
          <p className="cu-total">
            <strong data-testid="custody-total">{t('custody.portfolio.total', { total: formatFixed(summary.totalUsd, 2) })}</strong>{' '}
            <span className="dim">{t('custody.portfolio.updated', { time: formatTime(summary.mts) })}</span>
          </p>
          <div className="cu-table">
            <PortfolioTable holdings={summary.holdings} />
          </div>
          <h2>{t('custody.charges')}</h2>
          <FeeCharged state={summary.feeState} rate={rate} />
          <div className="cu-table">
            <FeeChargesTable charges={custody.feeCharges} />
          </div>
          <h2>{t('custody.transfer')}</h2>
          {summary.kyc.status === 'APPROVED' ? (
            <TransferForm custody={custody} summary={summary} />
          ) : (
            <p className="dim cu-note">{t('custody.transfer.closed')}</p>
          )}
          <h2>{t('custody.history')}</h2>
          <div className="cu-table">
            <TransfersTable transfers={custody.transfers} />
          </div>
        </>
      )}
    </section>
  );
});
