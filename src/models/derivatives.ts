// Derivatives status per key (status channel, `deriv:tBTCF0:USTF0`): mark and spot price,
// funding accrued and its next event, open interest, insurance fund.
import { derivStatusCodec, type DerivStatus } from '../protocol/public/deriv-status';
import { latestFeedStore } from './latest-feed';

export const derivStatus = latestFeedStore<DerivStatus>({
  name: 'DerivStatus',
  request: (symbol) => ({ channel: 'status', key: `deriv:${symbol}` }),
  decode: derivStatusCodec.decode,
});
export const DerivStatusStore = derivStatus.Store;
