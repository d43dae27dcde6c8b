// The public funding book of a currency (page data: the funding currencies; the book live from
// `/v2/book/f{currency}/P0`, every 2 s): borrowers' bids and lenders' offers by daily rate and
// period, the currency chosen in the address (?currency=USD).
import { t } from '../../i18n';
import { PUBLIC_CALLS } from '../../protocol/calls/public';
import { listsCurrency } from '../../protocol/site/variants';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { navigateInPlace, useAddress } from '../navigation';
import { useSite } from '../site-context';
import { usePoll } from '../use-poll';
import { bookSides } from '../parts/book-rows';
import { BookTables } from '../parts/BookTables';
import { useTitle } from './ErrorPages';

const EVERY_MS = 2_000;

export default function FundingBookPage({ route }: PageProps) {
  useTitle(t('mk.fbook.title'));
  const { site } = useSite();
  return (
    <article className="mk-article mk-wide">
      <h1>{t('mk.fbook.title')}</h1>
      <p className="mk-lead">{t('mk.fbook.intro')}</p>
      <WithPageData route={route}>
        {(data) => (
          <CurrencyBook
            currencies={(Array.isArray(data.currencies) ? data.currencies.map(String) : []).filter((c) => listsCurrency(site, c))}
          />
        )}
      </WithPageData>
    </article>
  );
}

function CurrencyBook({ currencies }: { currencies: string[] }) {
  const { exchange } = useSite();
  const address = useAddress();
  const asked = new URLSearchParams(address.split('?')[1] ?? '').get('currency')?.toUpperCase();
  const currency = asked && currencies.includes(asked) ? asked : (currencies[0] ?? 'USD');
  const book = usePoll(() => exchange.call(PUBLIC_CALLS.book, { len: '25' }, { symbol: `f${currency}`, prec: 'P0' }), EVERY_MS, currency);
  const { bids, asks } = bookSides(book.value, true);
  return (
    <>
      <div className="mk-toolbar">
        <label>
          {t('mk.fbook.currency')}{' '}
          <select className="ui-select" value={currency} onChange={(e) => navigateInPlace(`?currency=${e.target.value}`)}>
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      {book.failed && !book.value && <p className="mk-dim">{t('mk.live.unavailable')}</p>}
      <BookTables
        funding
        bids={{ title: t('mk.fbook.bids'), rows: bids, up: true }}
        asks={{ title: t('mk.fbook.offers'), rows: asks, up: false }}
      />
    </>
  );
}
