// The quote in hand: what is bought or sold at which price, the total, and the seconds it is
// still firm, counted down; "Accept quote" until it lapses, then a note to ask again.
import { t } from '../../i18n';
import { formatAmount, formatPrice } from '../../format';
import { currencyLabel, pairParts } from '../../format/symbols';
import type { OtcQuote } from '../../protocol/account/otc-quote';
import { useNow } from '../../ui/use-now';
import { WriteButton } from '../../app/write-gate';

export function QuoteCard({ quote, busy, onAccept }: { quote: OtcQuote; busy: boolean; onAccept: () => void }) {
  const now = useNow(250);
  const left = Math.max(0, Math.ceil((quote.expiresMts - now) / 1000));
  const { base, quote: quoteCcy } = pairParts(quote.symbol);
  const lapsed = left === 0;
  return (
    <section className={`earn-card otc-quote otc-${quote.side}`} aria-label={t('otc.quote')} data-testid="otc-quote">
      <h2>{t('otc.quote')}</h2>
      <p className="earn-big num">
        {t('otc.quote.deal', {
          side: quote.side,
          amount: formatAmount(quote.amount),
          base: currencyLabel(base),
          price: formatPrice(quote.price),
          quote: currencyLabel(quoteCcy),
        })}
      </p>
      <p className="otc-total num">
        {t('otc.quote.total', { side: quote.side, total: formatAmount(quote.total), quote: currencyLabel(quoteCcy) })}
      </p>
      {lapsed ? (
        <p className="ui-field-error" role="status">
          {t('otc.quote.lapsed')}
        </p>
      ) : (
        <>
          <p className="otc-left" role="timer" aria-live="off">
            {t('otc.quote.left', { seconds: left })}
          </p>
          <span className="otc-meter" aria-hidden>
            <span style={{ width: `${(100 * Math.max(0, quote.expiresMts - now)) / (quote.expiresMts - quote.mts)}%` }} />
          </span>
          <WriteButton scope="orders" type="button" className="ui-button ui-button-primary" disabled={busy} onClick={onAccept}>
            {t('otc.acceptQuote')}
          </WriteButton>
        </>
      )}
    </section>
  );
}
