// Balance info (`bu`, PROTOCOL §3.4): [AUM, AUM_NET, …].
import { recordCodec, type RecordOf } from '../record';

const BALANCE_INFO = { aum: [0, 'num'], aumNet: [1, 'num'] } as const;

export interface BalanceInfo extends RecordOf<typeof BALANCE_INFO> {}
export const balanceInfoCodec = recordCodec(2, BALANCE_INFO);
export const decodeBalanceInfo = (row: unknown): BalanceInfo | undefined => balanceInfoCodec.decode(row);
export const encodeBalanceInfo = (b: BalanceInfo) => balanceInfoCodec.encode(b);
