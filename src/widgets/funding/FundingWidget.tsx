// Funding: the offer form (LIMIT, FRRDELTAVAR, FRRDELTAFIX; rate, period 2–30, hidden, renew),
// the auto-renew settings, the user's offers, credits and loans with cancel and a confirmed close,
// and the currency's yields. A borrow bid above the high-cost threshold (protocol/account/borrow.ts)
// is confirmed first by the high-cost open-loan warning, as on the borrow page.
import '../order-messages';
import { Suspense, useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import BigNumber from 'bignumber.js';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { currencyLabel, formatAmount, formatDailyRate, formatTime, pairLabel } from '../../format';
import type { WidgetProps } from '../../layouts/widget-props';
import { OFFER_TYPES, type OfferType } from '../../protocol/order-types';
import { OfferFlag } from '../../protocol/flags';
import { Segmented } from '../../ui/Segmented';
import { ConfirmModal } from '../../ui/ConfirmModal';
import type { FundingOffer } from '../../protocol/account/funding-offer';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { AccountGate } from '../../app/AccountGate';
import { NumberField } from '../../ui/NumberField';
import { errorMessage, numericError } from '../../ui/field-error';
import { AutoRenewPanel } from './AutoRenewPanel';
import { FundingYields } from './FundingYields';

import './funding.css';
import { Check } from '../../ui/Check';
import { Options } from '../../ui/Options';
import { SideButtons } from '../../ui/SideButtons';
import { WriteBlockNote, WriteButton, useWriteGate } from '../../app/write-gate';
import { ToolbarSelect } from '../../ui/ToolbarSelect';
import type { FundingState } from './state';
import { lazyPage } from '../../app/lazy-page';
import { highCostBid } from './high-cost';

/** Loaded when first shown (src/app/modals): not part of the first load. */
const HighCostLoanModal = lazyPage(() => import('../../app/modals/HighCostLoanModal'));

/** period 2–30 whole days (PROTOCOL §3.5). */
export function periodError(text: string): string | undefined {
  const n = Number(text);
  return Number.isInteger(n) && n >= 2 && n <= 30 ? undefined : t('error.period');
}

export const FundingWidget = observer(function FundingWidget({ state, setState }: WidgetProps<FundingState>) {
  const { account, markets } = useStore();
  const funding = account.funding;
  const formId = useId();
  const [type, setType] = useState<OfferType>('LIMIT');
  const [amount, setAmount] = useState('');
  const [rate, setRate] = useState('');
  const [period, setPeriod] = useState('2');
  const [hidden, setHidden] = useState(false);
  const [renew, setRenew] = useState(false);
  const [touched, setTouched] = useState(false);
  /** A borrow bid above the high-cost threshold, waiting for the warning's answer. */
  const [warned, setWarned] = useState(false);
  const signedIn = account.signedIn;
  useEffect(() => {
    if (signedIn) void funding.loadInfo(state.symbol);
  }, [funding, state.symbol, signedIn]);
  const symbols = markets.fundingSymbols.length > 0 ? markets.fundingSymbols : [state.symbol];
  const amountErr = errorMessage(numericError(amount));
  // FRR delta rates are offsets and may be zero or negative.
  const rateErr =
    type === 'LIMIT'
      ? errorMessage(numericError(rate))
      : rate.trim() !== '' && new BigNumber(rate).isFinite()
        ? undefined
        : t('error.required');
  const perErr = periodError(period);
  const fundingGate = useWriteGate('funding');
  const submit = (side: 'lend' | 'borrow') => {
    setTouched(true);
    if (amountErr || rateErr || perErr) return;
    if (side === 'borrow' && highCostBid(type, rate)) setWarned(true);
    else place(side);
  };
  const place = (side: 'lend' | 'borrow') => {
    setWarned(false);
    const a = new BigNumber(amount.trim());
    const sent = account.placeOffer({
      type,
      symbol: state.symbol,
      amount: (side === 'lend' ? a : a.negated()).toFixed(),
      rate: new BigNumber(rate.trim()).div(100).toFixed(),
      period: Number(period),
      flags: hidden ? OfferFlag.HIDDEN : 0,
    });
    if (sent && renew)
      void funding
        .setAutoRenew({
          currency: state.symbol.slice(1),
          active: true,
          rate: new BigNumber(rate).div(100).toFixed(),
          period: Number(period),
        })
        .catch((err: unknown) => account.localFailure('funding_auto', String(err instanceof Error ? err.message : err)));
    if (sent) setTouched(false);
  };
  const show = (e: string | undefined, v: string) => (touched || v !== '' ? e : undefined);
  return (
    <section className="w" aria-label={t('funding.label')}>
      <div className="w-toolbar">
        <ToolbarSelect
          dim
          label={t('funding.currency')}
          value={state.symbol}
          values={symbols}
          optionLabel={pairLabel}
          onChange={(symbol) => setState({ ...state, symbol })}
        />
      </div>
      <AccountGate>
        <div className="fd-body">
          <div className="fd-side">
            <form className="of-body fd-form" aria-label={t('funding.offerForm')} onSubmit={(e) => e.preventDefault()} noValidate>
              <div className="of-row">
                <label className="ui-label" htmlFor={`${formId}-type`}>
                  {t('funding.offerType')}
                </label>
                <select id={`${formId}-type`} className="ui-select" value={type} onChange={(e) => setType(e.target.value as OfferType)}>
                  <Options values={OFFER_TYPES} label={(o) => t('funding.offerType.option', { type: o })} />
                </select>
              </div>
              <NumberField
                label={t('funding.amount')}
                unit={state.symbol.slice(1)}
                value={amount}
                error={show(amountErr, amount)}
                onChange={setAmount}
              />
              <NumberField
                label={t(type === 'LIMIT' ? 'funding.rate' : 'funding.rateDelta')}
                unit="%"
                value={rate}
                error={show(rateErr, rate)}
                onChange={setRate}
              />
              <NumberField
                label={t('funding.period')}
                value={period}
                error={show(perErr, period)}
                onChange={setPeriod}
                inputMode="numeric"
              />
              <div className="of-flags">
                <Check label={t('funding.hidden')} checked={hidden} onChange={setHidden} />
                <Check label={t('funding.renew')} checked={renew} onChange={setRenew} />
              </div>
              <WriteBlockNote scope="funding" />
              <SideButtons
                blocked={fundingGate}
                buy={{ label: t('funding.lend'), onClick: () => submit('lend') }}
                sell={{ label: t('funding.borrow'), onClick: () => submit('borrow') }}
              />
            </form>
            <AutoRenewPanel currency={state.symbol.slice(1)} />
          </div>
          <div className="fd-lists">
            <FundingYields symbol={state.symbol} />
            <div className="w-toolbar">
              <Segmented
                label={t('funding.lists')}
                value={state.list}
                options={[
                  { value: 'offers', label: t('funding.offers') },
                  { value: 'credits', label: t('funding.credits') },
                  { value: 'loans', label: t('funding.loans') },
                ]}
                onChange={(list) => setState({ ...state, list })}
              />
            </div>
            <div className="w-scroll">
              <FundingList list={state.list} />
            </div>
          </div>
        </div>
      </AccountGate>
      {warned && (
        <Suspense fallback={null}>
          <HighCostLoanModal
            rate={new BigNumber(rate.trim()).div(100).toFixed()}
            amount={amount.trim()}
            currency={currencyLabel(state.symbol.slice(1))}
            days={Number(period)}
            onConfirm={() => place('borrow')}
            onCancel={() => setWarned(false)}
          />
        </Suspense>
      )}
    </section>
  );
});

/** What the offer, credit and loan tables show of a record. */
type FundingRow = Pick<FundingOffer, 'id' | 'symbol' | 'amount' | 'rate' | 'period' | 'status' | 'mtsCreate'>;

const FUNDING_NUMERIC = new Set(['amount', 'rate', 'period']);
const fh = columnHelper<FundingRow>();
const FUNDING_COLUMNS = fh.columns([
  fh.display({ id: 'currency', header: () => t('funding.currency'), cell: (c) => pairLabel(c.row.original.symbol) }),
  fh.display({ id: 'amount', header: () => t('funding.amount'), cell: (c) => formatAmount(c.row.original.amount) }),
  fh.display({ id: 'rate', header: () => t('funding.rateCol'), cell: (c) => formatDailyRate(c.row.original.rate) }),
  fh.display({ id: 'period', header: () => t('funding.periodCol'), cell: (c) => c.row.original.period }),
  fh.display({ id: 'status', header: () => t('funding.status'), cell: (c) => c.row.original.status }),
  fh.display({ id: 'created', header: () => t('funding.created'), cell: (c) => formatTime(c.row.original.mtsCreate) }),
]);

const FundingList = observer(function FundingList({ list }: { list: FundingState['list'] }) {
  const { account } = useStore();
  const funding = account.funding;
  const rows = funding[list].list;
  const [closing, setClosing] = useState<number | null>(null);
  if (rows.length === 0)
    return (
      <p className="w-empty dim">
        {t(list === 'offers' ? 'funding.noOffers' : list === 'credits' ? 'funding.noCredits' : 'funding.noLoans')}
      </p>
    );
  const close = (id: number) =>
    void funding.close(id).then(
      (text) => account.notifications.add('funding_close', 'success', text || t('funding.closeFunding'), Date.now()),
      (err: unknown) => account.localFailure('funding_close', err instanceof Error ? err.message : String(err)),
    );
  return (
    <>
      <DataTable<FundingRow>
        label={t(`funding.${list}`)}
        className="od-table"
        columns={FUNDING_COLUMNS}
        data={rows}
        getRowId={(r) => String(r.id)}
        numeric={FUNDING_NUMERIC}
        rowProps={(r) => ({ 'data-funding-id': String(r.id) })}
        cellClassName={(_, id) => (id === 'created' ? 'dim' : undefined)}
        actions={{
          header: t('orders.actions'),
          render: (r) =>
            list === 'offers' ? (
              <WriteButton scope="funding" type="button" className="ui-button" onClick={() => account.cancelOffer(r.id)}>
                {t('funding.cancelOffer')}
              </WriteButton>
            ) : (
              <WriteButton scope="funding" type="button" className="ui-button" onClick={() => setClosing(r.id)}>
                {t('funding.closeFunding')}
              </WriteButton>
            ),
        }}
      />
      {closing !== null && (
        <ConfirmModal
          title={t('funding.closeTitle', { kind: list })}
          body={t('funding.closeConfirm', { id: closing, kind: list })}
          confirmLabel={t('funding.closeFunding')}
          cancelLabel={t('trading.cancel')}
          danger
          onConfirm={() => {
            close(closing);
            setClosing(null);
          }}
          onCancel={() => setClosing(null)}
        />
      )}
    </>
  );
});
