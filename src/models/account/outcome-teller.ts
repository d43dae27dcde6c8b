// Tells the trader what the account stream says happened (outcomes.ts): each order, offer, loan
// or credit close and each position open or close at once, and fills of a working order once per burst: after the order
// has been quiet for a moment, and not at all when it closes first (its close says it all).
import type { AccountMessage } from '../../protocol/account/stream';
import type { Order } from '../../protocol/account/order';
import { orderStatusKind } from '../../protocol/order-status';
import {
  closedFundingOutcome,
  closedOfferOutcome,
  closedOrderOutcome,
  partialFillOutcome,
  positionOutcome,
  type Outcome,
} from './outcomes';

export const FILL_BURST_MS = 800;

export class OutcomeTeller {
  private readonly bursts = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly tell: (o: Outcome) => void,
    private readonly now: () => number = Date.now,
    private readonly quietMs = FILL_BURST_MS,
  ) {}

  heard(m: AccountMessage): void {
    switch (m.type) {
      case 'ou':
        if (orderStatusKind(m.data.status) === 'partially-filled') this.fill(m.data);
        break;
      case 'oc':
        this.settled(m.data.id);
        this.tell(closedOrderOutcome(m.data, this.now()));
        break;
      case 'pn':
      case 'pc':
        this.tell(positionOutcome(m.data, m.type));
        break;
      case 'foc':
        this.tell(closedOfferOutcome(m.data));
        break;
      case 'flc':
      case 'fcc':
        this.tell(closedFundingOutcome(m.data, m.type));
        break;
      default:
        break;
    }
  }

  private fill(o: Order): void {
    clearTimeout(this.bursts.get(o.id));
    this.bursts.set(
      o.id,
      setTimeout(() => {
        this.bursts.delete(o.id);
        this.tell(partialFillOutcome(o));
      }, this.quietMs),
    );
  }

  private settled(id: number): void {
    clearTimeout(this.bursts.get(id));
    this.bursts.delete(id);
  }

  dispose(): void {
    for (const timer of this.bursts.values()) clearTimeout(timer);
    this.bursts.clear();
  }
}
