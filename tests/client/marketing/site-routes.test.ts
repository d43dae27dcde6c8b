// The marketing site's routes and data rules: which paths it draws (the rest is the trading
// app's), each path's view and page-data name, the features of the site variants, the tickers
// and movers of the home page, and a public book's two sides.
import { describe, expect, it } from 'vitest';
import { routeOf } from '../../../src/marketing/routes';
import { isMarketingPath, featureOfPage } from '../../../src/protocol/marketing/pages';
import { spotTickers, topMovers } from '../../../src/marketing/parts/tickers';
import { bookSides } from '../../../src/marketing/parts/book-rows';
import { competitionStatus } from '../../../src/marketing/parts/competition';
import { SITES } from '../../../src/protocol/site/variants';

describe('routes', () => {
  it('draws its own paths and leaves the app’s alone', () => {
    for (const p of ['/', '/fees', '/posts/recent', '/posts/3', '/securities/invest', '/competitions/happy12', '/legal/terms']) {
      expect(isMarketingPath(p), p).toBe(true);
    }
    for (const p of ['/markets', '/tradedesk', '/login', '/sign-up', '/t/BTCUSD', '/posts/', '/legal', '/nowhere']) {
      expect(isMarketingPath(p), p).toBe(false);
    }
  });

  it('names each path’s view and page data, trailing slashes and /index.html normalised', () => {
    expect(routeOf('/')).toEqual({ view: 'home', page: 'index', path: '/' });
    expect(routeOf('/index.html')).toEqual({ view: 'home', page: 'index', path: '/' });
    expect(routeOf('/posts/recent/')).toEqual({ view: 'posts', page: 'posts/recent', path: '/posts/recent' });
    expect(routeOf('/posts/7')).toMatchObject({ view: 'post', page: 'posts/7' });
    expect(routeOf('/securities/posts/8')).toMatchObject({ view: 'post', page: 'securities/posts/8' });
    expect(routeOf('/securities/about')).toMatchObject({ view: 'content', page: 'securities/about' });
    // The regions' wildcard sub-paths.
    expect(routeOf('/securities/aifc')).toMatchObject({ view: 'securities-region', page: 'securities/aifc' });
    expect(routeOf('/securities/el-salvador/bonds/2031/')).toMatchObject({
      view: 'securities-region',
      page: 'securities/el-salvador/bonds/2031',
    });
    expect(routeOf('/securities/elsewhere')).toMatchObject({ view: 'content' });
    expect(routeOf('/competitions/LIF3')).toMatchObject({ view: 'competition', page: 'competitions/LIF3' });
    expect(routeOf('/500').view).toBe('server-error');
    expect(routeOf('/markets').view).toBe('not-found');
  });

  it('knows the feature each page needs', () => {
    expect(featureOfPage('securities/posts/8')).toBe('securities');
    expect(featureOfPage('competitions')).toBe('competitions');
    expect(featureOfPage('funding-book')).toBe('funding');
    expect(featureOfPage('fees')).toBeUndefined();
  });
});

describe('home tickers', () => {
  const row = (symbol: string, change: number) => [symbol, 1, 1, 1, 1, 0, change, 100, 5, 110, 90];
  const rows = [
    row('tBTCUSD', 0.02),
    row('tETHUSD', -0.05),
    row('tLTCUSD', 0.07),
    row('tBTCF0:USTF0', 0.5),
    row('tTESTBTC:TESTUSD', 0.9),
    row('fUSD', 1),
    row('tXRPUSD', -0.01),
  ];

  it('keeps the spot pairs the site lists, without perpetuals, paper pairs or funding', () => {
    expect(spotTickers(rows, SITES.default).map((t) => t.symbol)).toEqual(['tBTCUSD', 'tETHUSD', 'tLTCUSD', 'tXRPUSD']);
    expect(spotTickers('garbage', SITES.default)).toEqual([]);
  });

  it('ranks the movers: biggest rises and biggest falls first', () => {
    const { gainers, losers } = topMovers(spotTickers(rows, SITES.default), 3);
    expect(gainers.map((t) => t.symbol)).toEqual(['tLTCUSD', 'tBTCUSD']);
    expect(losers.map((t) => t.symbol)).toEqual(['tETHUSD', 'tXRPUSD']);
  });
});

describe('book sides', () => {
  it('splits a trading book by the sign of its amounts, best first, with running totals', () => {
    const { bids, asks } = bookSides(
      [
        [99, 1, 2],
        [100, 1, 1],
        [101, 2, -1.5],
        [102, 1, -0.5],
      ],
      false,
    );
    expect(bids.map((r) => [r.price, r.total])).toEqual([
      [100, 1],
      [99, 3],
    ]);
    expect(asks.map((r) => [r.price, r.amount, r.total])).toEqual([
      [101, 1.5, 1.5],
      [102, 0.5, 2],
    ]);
  });

  it('reads a funding book the other way round (a negative amount is a bid)', () => {
    const { bids, asks } = bookSides(
      [
        [0.0002, 30, 1, -500],
        [0.0001, 2, 3, 800],
      ],
      true,
    );
    expect(bids.map((r) => [r.price, r.period, r.amount])).toEqual([[0.0002, 30, 500]]);
    expect(asks.map((r) => r.amount)).toEqual([800]);
  });
});

describe('competition status', () => {
  const c = { startsAt: Date.UTC(2026, 10, 1), endsAt: Date.UTC(2026, 10, 29) };
  it('is upcoming before the start, running through the last day, ended after', () => {
    expect(competitionStatus(c, Date.UTC(2026, 9, 31))).toBe('upcoming');
    expect(competitionStatus(c, Date.UTC(2026, 10, 29, 23))).toBe('running');
    expect(competitionStatus(c, Date.UTC(2026, 10, 30, 1))).toBe('ended');
  });
});
