// The order form: every type in exchange, margin and derivatives context, its flags, leverage,
// balance shortcuts, estimated total and fee, an optional confirmation, and the prices handed
// over from the book or the chart (workspace.pickPrice). Margin and derivatives follow the
// user's verification and compliance countries (protocol/account/trading-access.ts): a refusal says
// why and what is still open to the user; in paper trading (is_ppt) only the paper pairs trade.
// The Derivatives tab of a spot pair turns the panel to the default derivative pair (BTCF0:USTF0),
// the Exchange tab of a derivative pair back to the site's pair.
// The first derivatives order waits for the derivatives terms and welcome, a GB resident's first
// real-money trade for the UK users warning, the first order in a pair of XRP or SOL for the
// currency's own agreement (lazy modals, shown until accepted once on the exchange: terms-rule.ts).
import '../order-messages';
import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import BigNumber from 'bignumber.js';
import { useStore } from '../../app/store-context';
import { tradedPair } from '../../models/account/paper-trading';
import { currentLocale, t } from '../../i18n';
import { intlLocale } from '../../format/locale';
import { currencyLabel, formatAmount, formatFixed, formatPercent, formatPrice, pairLabel, pairParts } from '../../format';
import type { WidgetProps } from '../../layouts/widget-props';
import { Segmented } from '../../ui/Segmented';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { AccountGate } from '../../app/AccountGate';
import {
  CONTEXTS,
  DEFAULT_DERIVATIVE_PAIR,
  amountForShare,
  contextSwitches,
  emptyDraft,
  estimatePrice,
  feeRole,
  marginMax,
  offeredDraft,
  orderFeatures,
  orderInput,
  priceFields,
  validate,
  type FieldName,
  type OrderDraft,
  type TradingContext,
} from './form-model';
import type { OrderFormState } from './state';
import { OrderFields, typeLabel } from './OrderFields';
import { errorMessage } from '../../ui/field-error';
import {
  CUTOFF,
  countryName,
  derivativesAccess,
  levelName,
  marginAccess,
  spotAccess,
  type Access,
  type TraderProfile,
} from '../../protocol/account/trading-access';
import './orderForm.css';
import { Check } from '../../ui/Check';
import { SideButtons } from '../../ui/SideButtons';
import { WriteBlockNote, useWriteGate } from '../../app/write-gate';
import { usePanelPair } from '../../layouts/panel-pair';
import { inactiveCurrencyOf, useCurrencyLists } from '../../app/currency-lists';
import { lazyPage } from '../../app/lazy-page';
import type { ProductTerms } from '../../protocol/account/terms-kinds';
import type { HelpTag } from '../../protocol/marketing/pages';
import { agreementCurrency, clearedKey, termsBeforeOrder, type OrderTerms } from './terms-rule';

/** Loaded when first shown (src/app/modals): not part of the first load. */
const ProductTermsModal = lazyPage(() => import('../../app/modals/ProductTermsModal'));
const CurrencyAgreementModal = lazyPage(() => import('../../app/modals/CurrencyAgreementModal'));
/** The Help link beside a refusal (app/HelpAction), loaded with the first refusal. */
const RefusalHelp = lazyPage<{ tag: HelpTag }>(() => import('../../app/HelpAction').then((m) => ({ default: m.RefusalHelp })));
import { isCrossGroup, maxLeverage } from '../../protocol/account/margin-rules';
import { featureFlagsOf } from '../../site/feature-flags';

export const OrderFormWidget = observer(function OrderFormWidget({ state, setState }: WidgetProps<OrderFormState>) {
  const store = useStore();
  const { workspace, account, markets, session, site } = store;
  // The exchange's feature flags (or a developer's pins) can switch OCO and trailing stops off.
  const flags = featureFlagsOf(store);
  const features = orderFeatures((f) => flags.featureEnabled(f));
  const lists = useCurrencyLists();
  const { user } = session;
  const paper = account.paper.on;
  const panel = usePanelPair();
  const symbol = tradedPair(panel.pair, paper);
  const rules = account.pairs.get(symbol);
  const derivative = rules?.derivative ?? markets.get(symbol)?.group === 'futures';
  const profile: TraderProfile = {
    level: user?.verified ? user.verificationLevel : 0,
    createdAt: user?.createdAt ?? null,
    country: user?.signupCountry ?? null,
    paperTrading: paper,
    residence: user?.residence ?? null,
    corporate: user?.accountType === 'corporate',
    frozen: user?.frozen ?? false,
  };
  const spot = spotAccess(profile);
  const margin = marginAccess(profile);
  const derivatives = derivativesAccess(profile);
  // A visitor has no verification level yet: the form only asks them to log in.
  const blocked: Access | undefined = !user
    ? undefined
    : !spot.allowed
      ? spot
      : derivative
        ? derivatives.allowed
          ? undefined
          : derivatives
        : rules?.margin && !margin.allowed
          ? margin
          : undefined;
  const contexts: TradingContext[] = !spot.allowed
    ? []
    : derivative
      ? derivatives.allowed
        ? ['derivatives']
        : []
      : rules?.margin && margin.allowed && site.enabled('margin')
        ? ['exchange', 'margin']
        : ['exchange'];
  const context: TradingContext = contexts.includes(state.context) ? state.context : (contexts[0] ?? 'exchange');
  // The contexts of the other kind of pair are tabs too: choosing one turns the panel to that
  // kind's default pair.
  const turnTo = contextSwitches({
    derivative,
    open: contexts.length > 0,
    paper,
    derivativesOpen: derivatives.allowed && site.enabled('derivatives') && markets.has(DEFAULT_DERIVATIVE_PAIR),
    sitePair: site.variant.defaultPair,
    derivativePair: DEFAULT_DERIVATIVE_PAIR,
  });
  const chooseContext = (c: TradingContext) => {
    const pair = turnTo[c];
    if (pair) panel.setPair(pair);
    setState({ ...state, context: c });
  };
  const formId = useId();
  const [draft, setDraft] = useState<OrderDraft>(() => emptyDraft(symbol, context));
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState<'buy' | 'sell' | null>(null);
  /** An order waiting for terms to be accepted (its side and the terms asked), and the terms this
   *  form saw accepted, by account (`user/sub-account`). */
  const [termsAsk, setTermsAsk] = useState<{ side: 'buy' | 'sell'; kind: OrderTerms } | null>(null);
  const [termsCleared, setTermsCleared] = useState<readonly string[]>([]);
  const trader = session.signedIn ? `${session.userId ?? ''}/${session.subaccountId}` : '';
  /** The exchange's refusal of the last order sent from this form, shown beside its buttons. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const { oco, trailingStop } = features;
  const d: OrderDraft = useMemo(
    () => offeredDraft({ ...draft, symbol, context }, { oco, trailingStop }),
    [draft, symbol, context, oco, trailingStop],
  );
  const update = (patch: Partial<OrderDraft>) => {
    setRefusal(null);
    setDraft((prev) => ({ ...prev, ...patch }));
  };

  // A new pair starts an empty form; a picked price of this pair fills the price field.
  useEffect(() => {
    setDraft((prev) => ({ ...emptyDraft(symbol, prev.context), base: prev.base, leverage: prev.leverage }));
    setTouched(false);
  }, [symbol]);
  const picked = workspace.picked;
  useEffect(() => {
    if (!picked || picked.symbol !== symbol) return;
    setDraft((prev) => {
      const field = priceFields(prev.base)[0];
      return field ? { ...prev, [field]: picked.price } : { ...prev, base: 'LIMIT', price: picked.price };
    });
  }, [picked?.seq, picked, symbol]);

  const errors = useMemo(() => validate(d, rules, Date.now()), [d, rules]);
  const shown = (f: FieldName) => (touched || d[f] !== '' ? errorMessage(errors[f]) : undefined);
  const { base: baseCcy, quote } = pairParts(symbol);
  const baseLabel = currencyLabel(baseCcy);
  // A pair of an inactive currency: the exchange refuses its orders, the form says so first.
  const inactive = inactiveCurrencyOf(symbol);
  const quoteLabel = currencyLabel(quote);
  const ticker = markets.tickers.get(symbol);
  const best = { bid: ticker?.bid ?? null, ask: ticker?.ask ?? null };
  const lev = context === 'derivatives' ? Math.max(1, Number(d.leverage) || 1) : 1;
  const walletType = context === 'exchange' ? 'exchange' : 'margin';
  // Margin: the exchange's buying power of the pair (margin_sym, in the account's margin mode) at
  // the pair's maximum leverage, 1 / initial margin, gives the free margin; until it has answered,
  // the quote currency's margin wallet (exact in isolated mode).
  const cross = isCrossGroup(user?.teMarginGroup);
  const leverageCap = maxLeverage(rules?.initialMargin);
  const tradable = context === 'margin' ? account.margin.forSymbol(symbol)?.tradableBalance : undefined;
  const availQuote =
    tradable !== undefined && tradable !== null ? new BigNumber(tradable).div(leverageCap) : account.wallets.available(walletType, quote);
  const availBase = account.wallets.available(walletType, baseCcy);
  const position = account.positions.get(symbol)?.amount ?? 0;
  const maxOf = (side: 'buy' | 'sell') =>
    context === 'margin' ? marginMax(side, availQuote, rules?.initialMargin, estimatePrice(d, side, best), position) : undefined;
  const maxBuy = maxOf('buy');
  const maxSell = maxOf('sell');
  // Ask the exchange for the pair's buying power again whenever what it depends on moved.
  const signedIn = account.signedIn;
  const marginKey = `${account.wallets.available('margin', quote).toString()}|${position}|${user?.teMarginGroup ?? 1}|${account.orders.list.length}`;
  useEffect(() => {
    if (context === 'margin' && signedIn) account.calc([{ kind: 'margin_sym', symbol }]);
  }, [context, symbol, signedIn, marginKey, account]);
  const amount = new BigNumber(d.amount || NaN);
  const totalFor = (side: 'buy' | 'sell') => {
    const price = estimatePrice(d, side, best);
    return price && amount.isFinite() ? amount.times(price) : undefined;
  };
  const total = totalFor('buy');
  const role = feeRole(d);
  const feeRate = role === 'maker' ? rules?.makerFee : rules?.takerFee;
  const fee = total && feeRate ? total.times(feeRate) : undefined;

  const fillShare = (share: number, side: 'buy' | 'sell') => {
    const max = side === 'buy' ? maxBuy : maxSell;
    const a = max
      ? max.times(share).decimalPlaces(8, BigNumber.ROUND_DOWN)
      : amountForShare(share, side, side === 'buy' ? availQuote : availBase, estimatePrice(d, side, best), lev);
    if (a && a.gt(0)) update({ amount: a.toFixed() });
  };

  const ordersGate = useWriteGate('orders');
  const submit = (side: 'buy' | 'sell') => {
    setTouched(true);
    if (Object.keys(errors).length > 0) return;
    if (state.confirm) setPending(side);
    else send(side);
  };
  const send = (side: 'buy' | 'sell', cleared = termsCleared) => {
    setPending(null);
    setRefusal(null);
    const kind = termsBeforeOrder(
      {
        context,
        paper,
        residence: user?.residence,
        signupCountry: user?.signupCountry,
        currencies: [baseCcy, quote],
        agreementListed: lists.agreement ?? [],
      },
      trader,
      cleared,
    );
    if (kind) setTermsAsk({ side, kind });
    else place(side);
  };
  /** The terms asked now are accepted (or were): the order goes on to what is asked next. */
  const accepted = () => {
    if (!termsAsk) return;
    const cleared = [...termsCleared, clearedKey(termsAsk.kind, trader)];
    setTermsCleared(cleared);
    setTermsAsk(null);
    send(termsAsk.side, cleared);
  };
  const agreed = termsAsk && agreementCurrency(termsAsk.kind);
  const place = (side: 'buy' | 'sell') => {
    void account.placeOrder(orderInput(d, side)).then((answer) => {
      if (answer.ok) setTouched(false);
      else setRefusal(answer.text);
    });
  };

  return (
    <section className="w of" aria-label={t('orderForm.label', { pair: pairLabel(symbol) })}>
      <div className="w-toolbar">
        <Segmented
          label={t('orderForm.context')}
          value={context}
          options={CONTEXTS.filter((c) => contexts.includes(c) || turnTo[c]).map((c) => ({ value: c, label: t(`orderForm.context.${c}`) }))}
          onChange={chooseContext}
        />
        <span className="w-toolbar-gap" />
        {(user?.isPaperTradingEnabled ?? true) && (
          <Check label={t('orderForm.paper')} title={t('orderForm.paperHint')} checked={paper} onChange={(on) => account.paper.set(on)} />
        )}
        <span className="dim">{pairLabel(symbol)}</span>
      </div>
      {inactive && (
        <p className="of-note" role="note" data-testid="pair-inactive">
          {t('orderForm.inactive', { currency: currencyLabel(inactive), pair: pairLabel(symbol) })}
        </p>
      )}
      {paper && (
        <p className="of-note of-note-paper" role="note">
          {t('orderForm.paperNote', { pair: pairLabel(symbol) })}
        </p>
      )}
      {blocked && !blocked.allowed && (
        <p className="of-note" role="note" data-testid="context-blocked">
          {blocked.reason === 'verification'
            ? t('orderForm.needsVerification', {
                context: derivative ? 'derivatives' : 'margin',
                needed: t(`orderForm.level.${blocked.needed}`),
                level: t(`orderForm.level.${levelName(profile.level)}`),
              })
            : blocked.reason === 'region'
              ? t('orderForm.regionBlocked', {
                  context: !spot.allowed ? 'trading' : derivative ? 'derivatives' : 'margin',
                  country: countryName(blocked.country, intlLocale(currentLocale())),
                  rule: blocked.rule,
                  since: new Date(blocked.rule === 'japan' ? CUTOFF.japanBlock : CUTOFF.spanishDerivativesBan).toISOString().slice(0, 10),
                })
              : t('orderForm.accountLocked', { reason: blocked.reason })}
        </p>
      )}
      {contexts.length === 0 ? null : (
        <AccountGate>
          <form className="of-body" onSubmit={(e) => e.preventDefault()} noValidate>
            <OrderFields
              formId={formId}
              draft={d}
              features={features}
              update={update}
              shown={shown}
              base={baseLabel}
              quote={quoteLabel}
              rules={rules}
              onShare={fillShare}
            />
            <dl className="of-figures">
              <dt>{t('orderForm.available')}</dt>
              <dd className="num">
                {formatAmount(availQuote, 2)} {quoteLabel}
                <br />
                {formatAmount(availBase, 8)} {baseLabel}
              </dd>
              {context === 'margin' && (
                <>
                  <dt>{t('margin.modeLabel')}</dt>
                  <dd data-testid="margin-mode" title={t('margin.modeHint')}>
                    {t(cross ? 'margin.mode.cross' : 'margin.mode.isolated')} ·{' '}
                    {t('orderForm.maxLeverage', { leverage: formatAmount(leverageCap, 2) })}
                  </dd>
                  <dt>{t('orderForm.max')}</dt>
                  <dd className="num" data-testid="margin-max">
                    {t('orderForm.maxValue', {
                      buy: maxBuy ? formatAmount(maxBuy, 8) : '–',
                      sell: maxSell ? formatAmount(maxSell, 8) : '–',
                      base: baseLabel,
                    })}
                  </dd>
                </>
              )}
              <dt>{t('orderForm.total')}</dt>
              <dd className="num">{total ? `${formatFixed(total, 2)} ${quoteLabel}` : '–'}</dd>
              <dt>{t('orderForm.fee')}</dt>
              <dd className="num">
                {fee && feeRate
                  ? t('orderForm.feeValue', { fee: `${formatPrice(fee, 6)} ${quoteLabel}`, rate: formatPercent(feeRate, false), role })
                  : '–'}
              </dd>
            </dl>
            <Check label={t('orderForm.askConfirm')} checked={state.confirm} onChange={(confirm) => setState({ ...state, confirm })} />
            <WriteBlockNote scope="orders" />
            <SideButtons
              blocked={ordersGate}
              buy={{ label: t('trading.buy'), onClick: () => submit('buy') }}
              sell={{ label: t('trading.sell'), onClick: () => submit('sell') }}
            />
            {refusal && (
              <div className="md-refusal">
                <p className="of-refusal" role="alert">
                  {t('orderForm.refused', { reason: refusal })}
                </p>
                <Suspense fallback={null}>
                  <RefusalHelp tag="orders" />
                </Suspense>
              </div>
            )}
          </form>
        </AccountGate>
      )}
      {pending && (
        <ConfirmModal
          title={t('orderForm.confirmTitle')}
          body={t('orderForm.confirmBody', {
            side: pending,
            amount: d.amount,
            base: baseLabel,
            pair: pairLabel(symbol),
            type: typeLabel(d.base),
            price: priceFields(d.base).length > 0 ? d[priceFields(d.base)[0] ?? 'price'] : 'none',
          })}
          confirmLabel={t(pending === 'buy' ? 'trading.buy' : 'trading.sell')}
          cancelLabel={t('trading.cancel')}
          onConfirm={() => send(pending)}
          onCancel={() => setPending(null)}
        />
      )}
      {termsAsk && (
        <Suspense fallback={null}>
          {agreed ? (
            <CurrencyAgreementModal
              key={termsAsk.kind}
              currency={agreed}
              label={currencyLabel(agreed)}
              action="trade"
              onAccepted={accepted}
              onCancel={() => setTermsAsk(null)}
            />
          ) : (
            <ProductTermsModal
              key={termsAsk.kind}
              kind={termsAsk.kind as ProductTerms}
              pair={pairLabel(symbol)}
              onAccepted={accepted}
              onCancel={() => setTermsAsk(null)}
            />
          )}
        </Suspense>
      )}
    </section>
  );
});
