// What the model tree gets from services (injected as the MST environment, never imported by
// widgets). Only types cross this line.
import type { PublicRest } from '../services/rest';
import type { ExchangeSocket } from '../services/socket';

export interface MarketsEnv {
  rest: PublicRest;
  socket: Pick<ExchangeSocket, 'subscribe'>;
}
