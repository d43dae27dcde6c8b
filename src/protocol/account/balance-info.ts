// Balance info (`bu`, PROTOCOL §3.4): [AUM, AUM_NET, …].
import { recordCodec, type Decoded } from '../record';

export interface BalanceInfo extends Decoded<typeof balanceInfoCodec> {}
export const balanceInfoCodec = recordCodec(2, { aum: [0, 'num'], aumNet: [1, 'num'] });
