// The exchange's shapes of the OTC desk's calls (otc.ts), by the calls' names.
import * as B from './trading-bodies';
import type { OTC_CALLS } from './otc';
import type { ShapesFor } from './shapes';

export const OTC_SHAPES: ShapesFor<typeof OTC_CALLS> = {
  otcQuote: { input: B.OtcQuoteBody },
  otcAccept: { input: B.OtcAcceptBody },
  otcQuotes: { input: B.windowBody() },
};
