// The OTC desk (/otc, account-side issue 16 item 1): ask the exchange for a firm quote (a spot
// pair, a side, an amount of its base currency), accept it within its seconds or let it lapse;
// an accepted quote settles in the exchange wallet (and its ledger). The account's quotes below.
import './messages';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import BigNumber from 'bignumber.js';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatAmount, formatPercent } from '../../format';
import { currencyLabel, pairLabel, pairParts } from '../../format/symbols';
import { OTC_QUOTE_TTL_S, OTC_SIDES, OTC_SPREAD_RATE, type OtcSide } from '../../protocol/account/otc-quote';
import { createPageModel } from '../../models/account/page-model';
import { OtcStore } from '../../models/account/otc';
import { SelectField } from '../../ui/SelectField';
import { AmountField } from '../../ui/AmountField';
import { QuoteCard } from './QuoteCard';
import { QuoteHistory } from './QuoteHistory';
import '../earn/earn.css';
import './otc.css';
import { WriteButton } from '../../app/write-gate';

const errorOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export default observer(function OtcPage() {
  const { account, markets, site } = useStore();
  const [otc] = useState(() => createPageModel(OtcStore, account));
  const pairs = markets.markets.filter((m) => m.group === 'exchange').map((m) => m.symbol);
  const [symbol, setSymbol] = useState('');
  const [side, setSide] = useState<OtcSide>('buy');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const chosen = symbol || (pairs.includes(site.variant.defaultPair) ? site.variant.defaultPair : (pairs[0] ?? ''));
  const { base, quote } = pairParts(chosen || 'tBTCUSD');
  const value = /^(\d+\.?\d*|\.\d+)$/.test(amount) ? new BigNumber(amount) : null;
  const amountError = value?.gt(0) ? null : t('otc.amountInvalid');
  const payCcy = side === 'buy' ? quote : base;

  useEffect(() => {
    if (account.signedIn) void otc.reload().catch((err: unknown) => setError(errorOf(err)));
  }, [account.signedIn, otc]);

  const ask = () => {
    setError(null);
    setDone(null);
    if (amountError || !chosen || !value) return setError(amountError);
    void otc.ask({ symbol: chosen, side, amount: value.toFixed() }).catch((err: unknown) => setError(errorOf(err)));
  };
  const accept = () => {
    setError(null);
    void otc.accept().then(
      (text) => setDone(text),
      (err: unknown) => setError(errorOf(err)),
    );
  };

  return (
    <section className="earn otc account-page" aria-label={t('otc.title')}>
      <h1>{t('otc.title')}</h1>
      <p className="dim earn-intro">{t('otc.intro', { seconds: OTC_QUOTE_TTL_S, spread: formatPercent(OTC_SPREAD_RATE, false) })}</p>
      <div className="earn-body otc-body">
        <form
          className="earn-form"
          onSubmit={(e) => {
            e.preventDefault();
            ask();
          }}
        >
          <SelectField label={t('otc.pair')} value={chosen} options={pairs} onChange={(p) => setSymbol(p)} optionLabel={pairLabel} />
          <SelectField
            label={t('otc.side')}
            value={side}
            options={OTC_SIDES}
            onChange={setSide}
            optionLabel={(s) => t('otc.side.name', { side: s })}
          />
          <AmountField
            label={t('otc.amount', { currency: currencyLabel(base) })}
            value={amount}
            onChange={setAmount}
            error={amountError}
            hint={
              <p className="dim earn-note">
                {t('otc.available', {
                  amount: formatAmount(account.wallets.available('exchange', payCcy).toNumber()),
                  currency: currencyLabel(payCcy),
                })}
              </p>
            }
          />
          <WriteButton scope="orders" type="submit" className="ui-button" disabled={otc.busy}>
            {t('otc.getQuote')}
          </WriteButton>
        </form>
        <div className="otc-side">
          {otc.current && <QuoteCard key={otc.current.id} quote={otc.current} busy={otc.busy} onAccept={accept} />}
          {error && (
            <p className="ui-field-error" role="alert">
              {error}
            </p>
          )}
          {done && (
            <p className="earn-done" role="status">
              {done}
            </p>
          )}
        </div>
      </div>
      <h2>{t('otc.history')}</h2>
      <QuoteHistory quotes={otc.history} />
    </section>
  );
});
