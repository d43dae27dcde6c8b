// The exchange's shapes of the public calls (public.ts), by the calls' names.
import * as B from './public-bodies';
import type { PUBLIC_CALLS } from './public';
import type { ShapesFor } from './shapes';

export const PUBLIC_SHAPES: ShapesFor<typeof PUBLIC_CALLS> = {
  ticker: { params: B.SymbolPath },
  tickers: { input: B.TickersQuery },
  tickersHist: { input: B.TickersHistQuery },
  tradesHist: { input: B.TradesHistQuery, params: B.SymbolPath },
  book: { input: B.BookQuery, params: B.BookPath },
  candles: { input: B.CandlesQuery, params: B.CandlesPath },
  conf: { params: B.ConfPath },
  derivStatus: { input: B.DerivStatusQuery, params: B.DerivStatusPath },
  derivStatusHist: { input: B.DerivStatusHistQuery, params: B.DerivStatusHistPath },
  liquidations: { input: B.LiquidationsQuery },
  stats: { input: B.StatsQuery, params: B.StatsPath },
  calcTradeAvg: { input: B.CalcTradeAvgInput },
  calcFx: { input: B.CalcFxInput },
  calcFxBatch: { input: B.CalcFxBatchInput },
  geoIp: { input: B.GeoIpQuery },
  pageview: { input: B.PageviewBody },
  articles: { input: B.ArticlesQuery },
  lead: { input: B.LeadBody },
  blog: { input: B.BlogQuery },
  releases: { input: B.ReleasesQuery },
  uiBootstrap: { input: B.UiBootstrapBody },
  pageData: { params: B.PageDataPath },
};
