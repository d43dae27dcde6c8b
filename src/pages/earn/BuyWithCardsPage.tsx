// Buy with a card (/buy-with-cards, issue 16 item 4): a fiat amount and the currency to buy, the
// exchange's quote (`/v2/auth/r/deposit/card/mode0/fx`: rate, card fee, what is received), the
// card (the exchange takes only its test card, which the page names), the purchase credited to
// the exchange wallet; the account's purchases below.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatAmount, formatPercent, formatPrice, formatTime } from '../../format';
import {
  CARD_CURRENCIES,
  CARD_FEE_RATE,
  CARD_FIATS,
  CARD_MAX_USD,
  CARD_MIN_USD,
  TEST_CARD_NUMBER,
  type CardPurchase,
} from '../../protocol/account/card-purchase';
import type { EarnStoreInstance } from '../../models/account/earn';
import { SelectField } from '../../ui/SelectField';
import { AmountField } from '../../ui/AmountField';
import { HistoryTable, columnHelper } from '../../ui/DataTable';
import { errorOf, Outcome, SignInNote, typedAmount } from './shared';

type Fiat = (typeof CARD_FIATS)[number];
type Crypto = (typeof CARD_CURRENCIES)[number];

const col = (id: string) => () => t('cards.col', { id });
const h = columnHelper<CardPurchase>();
const columns = h.columns([
  h.display({ id: 'time', header: col('time'), cell: (c) => formatTime(c.row.original.mts) }),
  h.display({ id: 'id', header: col('id'), cell: (c) => String(c.row.original.id) }),
  h.display({ id: 'paid', header: col('paid'), cell: (c) => `${c.row.original.fiatAmount.toFixed(2)} ${c.row.original.fiat}` }),
  h.display({ id: 'fee', header: col('fee'), cell: (c) => `${c.row.original.fee.toFixed(2)} ${c.row.original.fiat}` }),
  h.display({
    id: 'bought',
    header: col('bought'),
    cell: (c) => <span className="up">{`${formatAmount(c.row.original.credited)} ${c.row.original.currency}`}</span>,
  }),
  h.display({ id: 'rate', header: col('rate'), cell: (c) => formatPrice(c.row.original.rate) }),
  h.display({ id: 'card', header: col('card'), cell: (c) => t('cards.card', { last4: c.row.original.cardLast4 }) }),
]);
const NUMERIC = new Set(['id', 'paid', 'fee', 'bought', 'rate']);

function TextInput({
  label,
  value,
  onChange,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  autoComplete: string;
}) {
  return (
    <label className="ui-form">
      <span className="ui-label">{label}</span>
      <input
        className="ui-input"
        value={value}
        autoComplete={autoComplete}
        inputMode="numeric"
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

export const BuyWithCardsPage = observer(function BuyWithCardsPage({ earn }: { earn: EarnStoreInstance }) {
  const { account } = useStore();
  const signedIn = account.signedIn;
  const [fiat, setFiat] = useState<Fiat>('USD');
  const [currency, setCurrency] = useState<Crypto>('BTC');
  const [amount, setAmount] = useState('');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const value = typedAmount(amount);
  const amountText = value?.toFixed() ?? '';

  useEffect(() => {
    if (signedIn) void earn.reloadPurchases().catch((err: unknown) => setError(errorOf(err)));
  }, [signedIn, earn]);

  // The quote follows what is typed, once typing pauses.
  useEffect(() => {
    earn.setQuote(null);
    if (!signedIn || !amountText) return;
    const timer = setTimeout(() => void earn.requote(fiat, currency, amountText), 300);
    return () => clearTimeout(timer);
  }, [signedIn, earn, fiat, currency, amountText]);

  const pay = () => {
    setError(null);
    setDone(null);
    if (!value) return setError(t('earn.amountInvalid'));
    void earn.buy({ from: fiat, to: currency, amount: value.toFixed(2), card: { number, expiry, cvc } }).then(
      (text) => setDone(text),
      (err: unknown) => setError(errorOf(err)),
    );
  };

  const q = earn.quote;
  return (
    <section className="earn account-page" aria-label={t('cards.title')}>
      <h1>{t('cards.title')}</h1>
      <p className="dim earn-intro">{t('cards.intro', { fee: formatPercent(CARD_FEE_RATE, false), card: TEST_CARD_NUMBER })}</p>
      <p className="earn-intro">
        <Link className="link" to="/bitrefill-start">
          {t('cards.bitrefill')}
        </Link>
      </p>
      {!signedIn ? (
        <SignInNote />
      ) : (
        <>
          <div className="earn-body">
            <form
              className="earn-form"
              aria-label={t('cards.title')}
              onSubmit={(e) => {
                e.preventDefault();
                pay();
              }}
            >
              <SelectField label={t('cards.fiat')} value={fiat} options={CARD_FIATS} onChange={setFiat} />
              <AmountField
                label={`${t('cards.pay')} (${fiat})`}
                value={amount}
                onChange={setAmount}
                error={value ? null : t('earn.amountInvalid')}
                hint={<p className="dim earn-note">{t('cards.bounds', { min: CARD_MIN_USD, max: CARD_MAX_USD })}</p>}
              />
              <SelectField label={t('cards.buy')} value={currency} options={CARD_CURRENCIES} onChange={setCurrency} />
              <TextInput label={t('cards.number')} value={number} onChange={setNumber} autoComplete="cc-number" />
              <div className="earn-pair">
                <TextInput label={t('cards.expiry')} value={expiry} onChange={setExpiry} autoComplete="cc-exp" />
                <TextInput label={t('cards.cvc')} value={cvc} onChange={setCvc} autoComplete="cc-csc" />
              </div>
              <button type="submit" className="ui-button" disabled={earn.busy}>
                {t('cards.submit', { amount: value ? value.toFixed(2) : '0.00', fiat })}
              </button>
            </form>
            <div className="earn-side">
              {q && value && (
                <section className="earn-card" aria-label={t('cards.quote')}>
                  <h2>{t('cards.quote')}</h2>
                  <p>{t('cards.quote.rate', { fiat, rate: formatPrice(q.rate), currency })}</p>
                  <p>{t('cards.quote.fee', { fee: formatPercent(CARD_FEE_RATE, false), amount: q.fee.toFixed(2), fiat })}</p>
                  <p className="earn-big">{t('cards.quote.receive', { amount: formatAmount(q.receive), currency })}</p>
                  <p className="dim">{t('cards.quote.note')}</p>
                </section>
              )}
              <Outcome error={error} done={done} />
            </div>
          </div>
          <h2>{t('cards.history')}</h2>
          <div className="earn-table">
            <HistoryTable
              label={t('cards.history')}
              columns={columns}
              data={earn.purchases}
              numeric={NUMERIC}
              empty={t('cards.history.empty')}
            />
          </div>
        </>
      )}
    </section>
  );
});
