// Funding tickers per currency (ticker channel on fUSD…): FRR, best bid and ask with their
// periods, daily change, volume. The funding book is a BookFeed on the same symbol.
import { fundingTickerCodec, type FundingTicker } from '../protocol/public/ticker';
import { latestFeedStore } from './latest-feed';

export const fundingTicker = latestFeedStore<FundingTicker>({
  name: 'FundingTicker',
  request: (symbol) => ({ channel: 'ticker', symbol }),
  decode: fundingTickerCodec.decode,
});
export const FundingTickerStore = fundingTicker.Store;

/** Funding currencies the workspace offers (the exchange's funding markets). */
export const FUNDING_CURRENCIES = ['fUSD', 'fUST', 'fBTC', 'fETH'] as const;
