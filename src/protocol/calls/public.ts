// The public calls of REST v2 (PROTOCOL §5.2): market data, reference data and calculations. The
// schemas of their inputs and path parameters are in public-bodies.ts, joined in public-shapes.ts.
import type { z } from 'zod';
import { arrayReply, defineCall, rawReply, takes, type Takes } from './define';
import type * as B from './public-bodies';

/** A public GET answering a JSON array: market and reference data. */
const publicGet = <P extends string, I extends z.ZodType = z.ZodType>(path: P, input?: Takes<I>) =>
  defineCall<P, I, unknown[]>({ method: 'GET', path, auth: 'public', input, reply: arrayReply });

/** A public POST (calculations: the input may come as the query or the body). */
const publicPost = <P extends string, I extends z.ZodType>(path: P, input: Takes<I>) =>
  defineCall<P, I, unknown[]>({ method: 'POST', path, auth: 'public', input, reply: arrayReply });

export const PUBLIC_CALLS = {
  platformStatus: publicGet('/v2/platform/status'),
  ticker: publicGet('/v2/ticker/:symbol'),
  tickers: publicGet('/v2/tickers', takes<typeof B.TickersQuery>()),
  tickersHist: publicGet('/v2/tickers/hist', takes<typeof B.TickersHistQuery>()),
  tradesHist: publicGet('/v2/trades/:symbol/hist', takes<typeof B.TradesHistQuery>()),
  book: publicGet('/v2/book/:symbol/:prec', takes<typeof B.BookQuery>()),
  candles: publicGet('/v2/candles/:key/:section', takes<typeof B.CandlesQuery>()),
  conf: publicGet('/v2/conf/:keys'),
  derivStatus: publicGet('/v2/status/:type', takes<typeof B.DerivStatusQuery>()),
  derivStatusHist: publicGet('/v2/status/:type/:key/hist', takes<typeof B.DerivStatusHistQuery>()),
  liquidations: publicGet('/v2/liquidations/hist', takes<typeof B.LiquidationsQuery>()),
  stats: publicGet('/v2/stats1/:key/:section', takes<typeof B.StatsQuery>()),
  /** The official clients differ on where the fields go (node: query, py: body); both are read. */
  calcTradeAvg: publicPost('/v2/calc/trade/avg', takes<typeof B.CalcTradeAvgInput>()),
  calcFx: publicPost('/v2/calc/fx', takes<typeof B.CalcFxInput>()),
  calcFxBatch: publicPost('/v2/calc/fx/batch', takes<typeof B.CalcFxBatchInput>()),
  /** The visitor's country: [IP, COUNTRY] (cookie consent, account-side §5). */
  geoIp: publicGet('/v2/int/geo/ip', takes<typeof B.GeoIpQuery>()),
  /** The embedded exchange's first-party analytics: one page view, counted per path and day. */
  pageview: publicPost('/v2/int/analytics/pageview', takes<typeof B.PageviewBody>()),
  /** An analytics lead: a visitor reached one of the site's sign-up pages (sent only with the
   *  visitor's analytical consent); `[1]` when recorded, `[0]` when the day's bound was reached. */
  lead: publicPost('/v1/analytics/lead', takes<typeof B.LeadBody>()),
  /** The blog feed (v1: an array of objects, newest first; one post by `slug`). */
  blog: publicGet('/v1/blog', takes<typeof B.BlogQuery>()),
  /** The product's releases feed (v1: an array of `{version, date, notes}`, newest first). */
  releases: publicGet('/v1/releases', takes<typeof B.ReleasesQuery>()),
  /** How long before this caller may open another socket (`[WAIT_MS]`, 0: now): a browser never
   *  sees a refused upgrade's 429 and Retry-After, so the page asks here why its socket failed. */
  wsAdmission: publicGet('/v2/int/ws/admission'),
  /** The keep-alive ping of an open page: `[1, MTS]`, no session, cheap. */
  ping: publicGet('/_ping'),
  /** The exchange's articles (v1: an array of objects, newest first), from its seeded store. */
  articles: publicGet('/v1/articles', takes<typeof B.ArticlesQuery>()),
  /** The app's first data at start (an object, UiBootstrap): the site, the platform status, the
   *  server time, the features and lists the client needs before its first screen. */
  uiBootstrap: defineCall({
    method: 'POST',
    path: '/v1/ui_bootstrap',
    auth: 'public',
    input: takes<typeof B.UiBootstrapBody>(),
    reply: rawReply,
  }),
  /** A marketing page's data (Gatsby's scheme; the page name may hold slashes: `posts/3`): an
   *  object `{page, data}`, 404 for a page that does not exist. */
  pageData: defineCall({ method: 'GET', path: '/assets/page-data/:page/page-data.json', auth: 'public', reply: rawReply }),
} as const;
