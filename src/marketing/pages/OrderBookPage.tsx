// The public order book of a spot pair (page data: the exchange's pairs; the book itself live from
// `/v2/book/{symbol}/P0`, every 2 s), the pair chosen in the page's address (?pair=BTCUSD).
import { t } from '../../i18n';
import { formatPercent, formatPrice } from '../../format/number';
import { pairLabel, pairParam, symbolFromParam } from '../../format/symbols';
import { PUBLIC_CALLS } from '../../protocol/calls/public';
import { listsPair } from '../../protocol/site/variants';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { navigateInPlace, useAddress } from '../navigation';
import { useSite } from '../site-context';
import { usePoll } from '../use-poll';
import { bookSides } from '../parts/book-rows';
import { BookTables } from '../parts/BookTables';
import { useTitle } from './ErrorPages';

const EVERY_MS = 2_000;
const LEVELS = '25';

export default function OrderBookPage({ route }: PageProps) {
  useTitle(t('mk.book.title'));
  const { site } = useSite();
  return (
    <article className="mk-article mk-wide">
      <h1>{t('mk.book.title')}</h1>
      <p className="mk-lead">{t('mk.book.intro')}</p>
      <WithPageData route={route}>
        {(data) => {
          const pairs = (Array.isArray(data.pairs) ? data.pairs.map(String) : [])
            .map((p) => `t${p}`)
            .filter((s) => !s.includes('TEST') && listsPair(site, s, false));
          return <PairBook symbols={pairs} fallback={site.defaultPair} />;
        }}
      </WithPageData>
    </article>
  );
}

function PairBook({ symbols, fallback }: { symbols: string[]; fallback: string }) {
  const { exchange } = useSite();
  const address = useAddress();
  const asked = symbolFromParam(new URLSearchParams(address.split('?')[1] ?? '').get('pair'));
  const symbol = asked && symbols.includes(asked) ? asked : symbols.includes(fallback) ? fallback : (symbols[0] ?? fallback);
  const book = usePoll(() => exchange.call(PUBLIC_CALLS.book, { len: LEVELS }, { symbol, prec: 'P0' }), EVERY_MS, symbol);
  const { bids, asks } = bookSides(book.value, false);
  const bestBid = bids[0]?.price;
  const bestAsk = asks[0]?.price;
  const spread = bestBid !== undefined && bestAsk !== undefined ? bestAsk - bestBid : undefined;
  return (
    <>
      <div className="mk-toolbar">
        <label>
          {t('mk.book.pair')}{' '}
          <select className="ui-select" value={symbol} onChange={(e) => navigateInPlace(`?pair=${pairParam(e.target.value)}`)}>
            {symbols.map((s) => (
              <option key={s} value={s}>
                {pairLabel(s)}
              </option>
            ))}
          </select>
        </label>
        {spread !== undefined && bestAsk !== undefined && (
          <span className="mk-dim">
            {t('mk.book.spread', { value: formatPrice(spread), percent: formatPercent(spread / bestAsk, false) })}
          </span>
        )}
      </div>
      {book.failed && !book.value && <p className="mk-dim">{t('mk.live.unavailable')}</p>}
      <BookTables
        funding={false}
        bids={{ title: t('mk.book.bids'), rows: bids, up: true }}
        asks={{ title: t('mk.book.asks'), rows: asks, up: false }}
      />
    </>
  );
}
