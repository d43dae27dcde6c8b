// Order books per symbol, precision, frequency and length (book channel). The protocol's
// BookState takes every stream message as it comes (volatile, never an MST snapshot); observers
// get a fresh view at most once per animation frame. Checksums are verified on receipt: a
// mismatch on a trading book drops it and asks the channel for a fresh snapshot; funding books
// only count mismatches (PROTOCOL §2.2: the real exchange's funding checksums are unreliable).
import { types, getEnv, type Instance } from 'mobx-state-tree';
import BigNumber from 'bignumber.js';
import { BookState } from '../protocol/book/state';
import { bookLayoutOf, type BookPrec } from '../protocol/book/layout';
import type { BookLayout, WireEntry, WireNumber } from '../protocol/book/checksum';
import type { ChannelRequest } from '../services/subscriptions';
import type { StoreEnv } from './env';
import type { FeedHandle } from './ref-count';
import { channelFeed, framePublisher, sharedFeeds } from './shared-feeds';

export type BookPrecision = Exclude<BookPrec, 'R0'>;
export const BOOK_PRECISIONS: readonly BookPrecision[] = ['P0', 'P1', 'P2', 'P3', 'P4'];
/** The rows a book widget offers (the protocol's `len`, 1 being no book to show). */
export const BOOK_LENGTHS = ['25', '100', '250'] as const;
export type BookLength = (typeof BOOK_LENGTHS)[number];
export type BookFrequency = 'F0' | 'F1';

/** Market-side §5: precision 1–4 gives P1–P4, anything else P0. */
export function precisionFrom(value: unknown): BookPrecision {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/^P/, '')) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 4 ? (`P${n}` as BookPrecision) : 'P0';
}

/** A saved `len`: one of BOOK_LENGTHS, else the standard 25. */
export function bookLengthFrom(value: unknown): BookLength {
  const text = typeof value === 'number' ? String(value) : value;
  return (BOOK_LENGTHS as readonly unknown[]).includes(text) ? (text as BookLength) : '25';
}

export interface BookParams {
  symbol: string;
  prec: BookPrecision;
  freq: BookFrequency;
  len: BookLength;
}

export function bookKey(p: BookParams): string {
  return `${p.symbol}/${p.prec}/${p.freq}/${p.len}`;
}

export interface BookRow {
  /** Unique per side: the price (trading) or rate:period (funding) as on the wire. */
  id: string;
  /** Price (trading) or rate (funding), exactly as received. */
  price: WireNumber;
  period: number | null;
  count: number;
  /** Size of the level (the amount without its side sign). */
  amount: BigNumber;
  /** Cumulative size from the best level to this one. */
  total: BigNumber;
}

export interface BookView {
  bids: readonly BookRow[];
  asks: readonly BookRow[];
  /** The larger of both sides' totals: the depth bars' 100 %. */
  maxTotal: BigNumber;
}

export type BookSync = 'loading' | 'live' | 'resyncing' | 'error';

const EMPTY_VIEW: BookView = { bids: [], asks: [], maxTotal: new BigNumber(0) };

/**
 * The rows of a side's entries. `keep` leading rows of `previous` (levels the book has not touched
 * since it was last shown) are reused as they are, so a frame that changed one deep level builds
 * only the rows from that level on (their totals depend on every row above).
 */
export function bookRows(entries: readonly WireEntry[], layout: BookLayout, previous: readonly BookRow[] = [], keep = 0): BookRow[] {
  const funding = layout === 'funding-p';
  const kept = Math.min(keep, previous.length, entries.length);
  const rows: BookRow[] = previous.slice(0, kept);
  let total = kept > 0 ? rows[kept - 1]!.total : new BigNumber(0);
  for (let i = kept; i < entries.length; i++) {
    const e = entries[i]!;
    const amount = new BigNumber(String(e[funding ? 3 : 2])).abs();
    total = total.plus(amount);
    rows.push({
      id: funding ? `${e[0]}:${e[1]}` : String(e[0]),
      price: e[0]!,
      period: funding ? Number(e[1]) : null,
      count: Number(e[funding ? 2 : 1]),
      amount,
      total,
    });
  }
  return rows;
}

/** The view of a book, reusing the rows of `previous` that did not change since it was built. */
export function buildBookView(state: BookState, previous: BookView = EMPTY_VIEW): BookView {
  const bids = bookRows(state.bids(), state.layout, previous.bids, state.changedFrom(1));
  const asks = bookRows(state.asks(), state.layout, previous.asks, state.changedFrom(-1));
  state.clearChanges();
  const lastBid = bids[bids.length - 1]?.total ?? new BigNumber(0);
  const lastAsk = asks[asks.length - 1]?.total ?? new BigNumber(0);
  return { bids, asks, maxTotal: BigNumber.max(lastBid, lastAsk) };
}

export const BookFeed = types
  .model('BookFeed', {
    key: types.identifier,
    symbol: types.string,
    prec: types.enumeration<BookPrecision>(['P0', 'P1', 'P2', 'P3', 'P4']),
    freq: types.enumeration<BookFrequency>(['F0', 'F1']),
    len: types.enumeration<BookLength>([...BOOK_LENGTHS]),
  })
  .volatile(() => ({
    view: EMPTY_VIEW,
    sync: 'loading' as BookSync,
    /** Checksum mismatches seen (funding books keep going; trading books resync). */
    checksumFailures: 0,
    errorText: null as string | null,
  }))
  .views((self) => ({
    get funding(): boolean {
      return self.symbol.startsWith('f');
    },
    get request(): ChannelRequest {
      return { channel: 'book', symbol: self.symbol, prec: self.prec, freq: self.freq, len: self.len };
    },
  }))
  .actions((self) => {
    const state = new BookState(bookLayoutOf(self.symbol, self.prec));
    let hasData = false;

    const feed = () => self as unknown as BookFeedActions;
    const schedule = framePublisher(self);

    const onMessage = (msg: unknown[], snapshot: boolean) => {
      if (msg[1] === 'cs') {
        if (!hasData) return;
        const expected = Number(msg[2]);
        if (state.checksum() === expected) return;
        feed().checksumMismatch();
        return;
      }
      if (snapshot) hasData = true;
      if (!hasData) return;
      if (state.applyMessage(msg[1], snapshot) || snapshot) {
        if (snapshot) feed().setSync('live');
        schedule();
      }
    };

    return {
      ...channelFeed(self, () => self.request, {
        onMessage,
        onState: (s, error) => {
          if (s === 'ERROR') feed().setSync('error', error?.message ?? null);
          else if (s !== 'SUBSCRIBED') {
            // Until the next snapshot the shown book is stale.
            hasData = false;
            feed().setSync(self.sync === 'loading' ? 'loading' : 'resyncing');
          }
        },
      }),
      setSync(sync: BookSync, errorText: string | null = null) {
        self.sync = sync;
        self.errorText = errorText;
      },
      checksumMismatch() {
        self.checksumFailures += 1;
        if (self.funding) return;
        hasData = false;
        state.clear();
        self.sync = 'resyncing';
        getEnv<StoreEnv>(self).channels.resync(self.request);
      },
      publish() {
        self.view = buildBookView(state, self.view);
      },
    };
  });
interface BookFeedActions {
  publish(): void;
  setSync(sync: BookSync, errorText?: string | null): void;
  checksumMismatch(): void;
}
export type BookFeedInstance = Instance<typeof BookFeed>;

export const BooksStore = types.model('BooksStore', { feeds: types.map(BookFeed) }).actions((self) => {
  const shared = sharedFeeds(self, () => self.feeds);
  return {
    acquire(params: BookParams): FeedHandle {
      const key = bookKey(params);
      return shared.acquire(key, () => ({ key, ...params }));
    },
    drop: shared.drop,
    beforeDestroy: shared.dispose,
  };
});
export type BooksStoreInstance = Instance<typeof BooksStore>;
