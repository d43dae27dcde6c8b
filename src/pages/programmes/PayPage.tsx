// Payments (/pay, account-side issue 16 item 6): a merchant-enabled account creates an invoice (a
// currency and an amount), shows the payer its payment address and QR code, and follows it from
// pending to paid as deposits to that address arrive (or expired after its time). An account that
// is not merchant-enabled is offered to enable merchant payments here; the exchange decides.
import './messages';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import BigNumber from 'bignumber.js';
import QRCode from 'qrcode';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatAmount, formatTime } from '../../format';
import { INVOICE_TTL_MIN, PAY_CURRENCIES, paymentUri, type Invoice, type PayCurrency } from '../../protocol/programmes/invoices';
import { createPageModel } from '../../models/account/page-model';
import { PayStore } from '../../models/account/programmes';
import { SelectField } from '../../ui/SelectField';
import { AmountField } from '../../ui/AmountField';
import { CopyField } from '../../ui/CopyField';
import { ProgrammeTabs } from './ProgrammeTabs';
import { InvoiceList } from './InvoiceList';
import { errorOf, ProgrammeOffer, useProgramme } from './ProgrammeOffer';
import './programmes.css';

/** How often the invoices are read again while one waits for its payment. */
const REFRESH_MS = 2_000;

export default observer(function PayPage() {
  const { account } = useStore();
  const [pay] = useState(() => createPageModel(PayStore, account));
  const [currency, setCurrency] = useState<PayCurrency>('BTC');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const { error, setError, enable } = useProgramme(pay, 'merchant', account.signedIn);
  const [shown, setShown] = useState<number | null>(null);
  const value = /^(\d+\.?\d*|\.\d+)$/.test(amount) ? new BigNumber(amount) : null;
  const amountError = value?.gt(0) && (value.decimalPlaces() ?? 0) <= 8 ? null : t('pay.amountInvalid');
  const waiting = pay.invoices.some((i) => i.status === 'PENDING');

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void pay.reload().catch(() => undefined), REFRESH_MS);
    return () => clearInterval(timer);
  }, [waiting, pay]);

  const create = () => {
    setError(null);
    if (amountError || !value) return setError(amountError);
    void pay.create(currency, value.toFixed(), description).then(
      (inv) => setShown(inv.id),
      (err: unknown) => setError(errorOf(err)),
    );
  };
  const current = pay.invoices.find((i) => i.id === shown);

  return (
    <section className="prog account-page" aria-label={t('pay.title')}>
      <ProgrammeTabs />
      <h1>{t('pay.title')}</h1>
      <p className="dim prog-intro">{t('pay.intro', { minutes: INVOICE_TTL_MIN })}</p>
      <ProgrammeOffer store={pay} programme="merchant" why={t('pay.enable.why')} label={t('pay.enable')} onEnable={enable} error={error} />
      {pay.on('merchant') && (
        <div className="prog-body">
          <form
            className="prog-form"
            aria-label={t('pay.create')}
            onSubmit={(e) => {
              e.preventDefault();
              create();
            }}
          >
            <SelectField label={t('pay.currency')} value={currency} options={PAY_CURRENCIES} onChange={setCurrency} />
            <AmountField label={t('pay.amount', { currency })} value={amount} onChange={setAmount} error={amountError} />
            <label className="ui-form">
              <span className="ui-label">{t('pay.description')}</span>
              <input className="ui-input" value={description} maxLength={140} onChange={(e) => setDescription(e.target.value)} />
            </label>
            <button type="submit" className="ui-button ui-button-primary" disabled={pay.busy}>
              {t('pay.create')}
            </button>
          </form>
          {current && <InvoiceCard key={current.id} invoice={current} />}
        </div>
      )}
      <h2>{t('pay.invoices')}</h2>
      <InvoiceList invoices={pay.invoices} />
    </section>
  );
});

/** The invoice to hand the payer: its address (to copy, and as a QR code) and its state. */
function InvoiceCard({ invoice }: { invoice: Invoice }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(paymentUri(invoice), { margin: 1, width: 168 }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [invoice]);
  return (
    <section className="prog-card" aria-label={t('pay.invoice', { id: invoice.id })} data-status={invoice.status}>
      <h2>{t('pay.invoice', { id: invoice.id })}</h2>
      <p className="prog-status" role="status">
        {t('pay.status', { status: invoice.status })}
      </p>
      <p>{t('pay.due', { amount: formatAmount(invoice.amount), currency: invoice.currency, time: formatTime(invoice.expiresMts) })}</p>
      <CopyField label={t('pay.address')} value={invoice.address} />
      {qr ? <img src={qr} alt={t('pay.qr')} width={168} height={168} /> : <div className="prog-qr-space" />}
    </section>
  );
}
