// Where the stress tool's synthetic messages enter: the subscription layer's hand-over to each
// feed (services/subscriptions.ts, `deliver`), the one path every real message of a public
// channel takes after the socket, so a synthetic one is treated exactly like a real one by the
// feed stores (models/shared-feeds.ts) and everything that draws them.
//
// ChannelSubscriptions has no public door for this on purpose: the first load (which it is part
// of) has no bytes to spare for a developer's tool, and a production build must not be able to
// inject messages. The tap therefore reads the instance's channel table and wraps its `deliver`
// on the instance while the stress runs; tests/client/devtools/feed-tap.test.ts runs it against
// the real class, so a rename there fails here first.
//
// A synthetic level breaks the book's checksum, so while the stress runs the exchange's checksum
// messages of the books it touched are held back (a mismatch would resync them between every two
// dispatches). Releasing gives the real data back: each touched book and trades channel is
// subscribed again for a fresh snapshot, and a ticker gets its last real message again.
import type { ChannelListener, ChannelRequest, ChannelState, ChannelSubscriptions } from '../services/subscriptions';

interface TapChannel {
  uri: string;
  request: ChannelRequest;
  state: ChannelState;
  listener?: ChannelListener;
  chanId?: number;
  lastMessage?: unknown[];
}

type Deliver = (listener: ChannelListener, msg: unknown[], snapshot: boolean) => void;

interface SubscriptionsInternals {
  channels: Map<string, TapChannel>;
  deliver: Deliver;
}

/** The channels kept whole by their last message (services/channel-entry.ts STATELESS). */
const STATELESS = new Set(['ticker', 'status']);

export type SyntheticSource = (ch: TapChannel) => unknown[] | undefined;

export class FeedTap {
  private readonly touched = new Set<string>();
  private readonly internals: SubscriptionsInternals;
  private readonly realDeliver: Deliver;
  /** Synthetic messages handed to feeds since the tap was made. */
  messages = 0;

  constructor(
    private readonly subscriptions: ChannelSubscriptions,
    private readonly source: SyntheticSource,
  ) {
    this.internals = subscriptions as unknown as SubscriptionsInternals;
    if (!(this.internals.channels instanceof Map) || typeof this.internals.deliver !== 'function') {
      throw new Error('ChannelSubscriptions no longer has the channel table and deliver the stress tool taps');
    }
    this.realDeliver = Object.getPrototypeOf(subscriptions).deliver as Deliver;
  }

  /** The channels a feed listens to now, with their data flowing. */
  live(): TapChannel[] {
    return [...this.internals.channels.values()].filter((ch) => ch.state === 'SUBSCRIBED' && ch.listener && ch.chanId !== undefined);
  }

  /** Whether checksums are held back (between the first dispatch and release()). */
  get holding(): boolean {
    return Object.prototype.hasOwnProperty.call(this.internals, 'deliver');
  }

  /** One dispatch: a synthetic message into every live feed that can take one; how many took one. */
  dispatch(): number {
    this.hold();
    let sent = 0;
    for (const ch of this.live()) {
      const body = this.source(ch);
      if (!body) continue;
      this.touched.add(ch.uri);
      this.realDeliver.call(this.internals, ch.listener!, [ch.chanId, ...body], false);
      sent += 1;
    }
    this.messages += sent;
    return sent;
  }

  /** Stops holding checksums back and gives every touched feed its real data again. */
  release(): void {
    if (this.holding) delete (this.internals as Partial<SubscriptionsInternals>).deliver;
    for (const uri of this.touched) {
      const ch = this.internals.channels.get(uri);
      if (!ch) continue;
      if (STATELESS.has(ch.request.channel)) {
        if (ch.listener && ch.lastMessage) this.realDeliver.call(this.internals, ch.listener, ch.lastMessage, false);
      } else {
        this.subscriptions.resync(uri);
      }
    }
    this.touched.clear();
  }

  private hold(): void {
    if (this.holding) return;
    const real = this.realDeliver;
    const internals = this.internals;
    const touched = this.touched;
    internals.deliver = function deliver(listener, msg, snapshot) {
      if (msg[1] === 'cs') {
        for (const ch of internals.channels.values()) {
          if (ch.listener === listener && touched.has(ch.uri)) return;
        }
      }
      real.call(internals, listener, msg, snapshot);
    };
  }
}
