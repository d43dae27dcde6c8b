// The signed-in user's trading state, fed by channel 0: snapshots replace, new/update/close
// messages change one record (deduplicated by id). Commands go back as channel-0 inputs, or as
// private REST calls for what has no input (history, transfers, position increase and claim).
import { TRADING_CALLS, type CallDef, type CallInput, type CallReply } from '../../protocol/calls';
import { isNotificationSuccess, type Notification } from '../../protocol/account/notification';
import { types, flow, type Instance } from 'mobx-state-tree';
import type { AccountMessage } from '../../protocol/account/stream';
import type { Position } from '../../protocol/account/position';
import type { Input } from '../../protocol/inputs';
import { newOrderWire, parseNewOrder, type NewOrderInput, type UpdateOrderInput } from '../../protocol/inputs/orders';
import { OrderAnswers, type OrderAnswer } from './order-answers';
import type { NewOfferInput } from '../../protocol/inputs/funding';
import { MAX_CALC_REQUESTS, type CalcRequest } from '../../protocol/inputs/calc';
import { OrderFlag } from '../../protocol/flags';
import type { AccountChannelStatus } from '../../services/account-channel';
import { accountEnv, callAccount, errorText } from './env';
import { OrdersStore } from './orders';
import { PositionsStore } from './positions';
import { WalletsStore } from './wallets';
import { MarginStore } from './margin';
import { FundingStore } from './funding';
import { OwnTradesStore } from './own-trades';
import { NotificationsStore } from './notifications';
import { PairRulesStore } from './pairs';
import { PaperTrading } from './paper-trading';
import { decodeIncreaseInfo, type IncreaseInfo } from './increase-info';
import { OutcomeTeller } from './outcome-teller';
import { movementOutcome } from './outcomes';
import { MoneyStore } from './money';
import { movementCodec } from '../../protocol/account/movement';

export type { IncreaseInfo } from './increase-info';

export const CHANNEL_STATUSES = ['signedOut', 'waiting', 'authenticating', 'authenticated', 'failed'] as const;

/** How often open positions are valued again (`calc`): the exchange sends their P/L, P/L % and
 *  liquidation price only when asked or when the position changes (PROTOCOL §3.4). */
export const REVALUE_MS = 3000;

/** Client order ids are unique per UTC day (PROTOCOL §3.5): ms since midnight, then a counter. */
let lastCid = 0;
export function nextCid(now: number = Date.now()): number {
  const cid = (now % 86_400_000) * 100;
  lastCid = cid > lastCid ? cid : lastCid + 1;
  return lastCid;
}

export const AccountStore = types
  .model('AccountStore', {
    status: types.optional(types.enumeration([...CHANNEL_STATUSES]), 'signedOut'),
    failure: types.maybeNull(types.string),
    /** Set once the wallet snapshot arrived: orders sent before may be refused for balance. */
    walletsReady: false,
    /** The session's permissions as the exchange's auth answer sent them (null: not told); the
     *  write gate (app/write-gate.tsx) reads them. */
    caps: types.frozen<unknown>(null),
    orders: types.optional(OrdersStore, {}),
    positions: types.optional(PositionsStore, {}),
    wallets: types.optional(WalletsStore, {}),
    margin: types.optional(MarginStore, {}),
    funding: types.optional(FundingStore, {}),
    trades: types.optional(OwnTradesStore, {}),
    notifications: types.optional(NotificationsStore, {}),
    pairs: types.optional(PairRulesStore, {}),
    paper: types.optional(PaperTrading, {}),
    money: types.optional(MoneyStore, {}),
  })
  .volatile(() => ({ orderAnswers: new OrderAnswers() }))
  .views((self) => ({
    get signedIn(): boolean {
      return self.status === 'authenticated';
    },
  }))
  .actions((self) => ({
    apply(m: AccountMessage) {
      switch (m.type) {
        case 'os':
          self.orders.snapshot(m.data);
          break;
        case 'on':
        case 'ou':
          self.orders.upsert(m.data);
          break;
        case 'oc':
          self.orders.close(m.data);
          break;
        case 'ps':
          self.positions.snapshot(m.data);
          break;
        case 'pn':
        case 'pu':
          self.positions.upsert(m.data);
          break;
        case 'pc':
          self.positions.close(m.data);
          break;
        case 'ws':
          self.wallets.snapshot(m.data);
          self.walletsReady = true;
          break;
        case 'wu':
          self.wallets.upsert(m.data);
          break;
        case 'bu':
          self.wallets.setBalance(m.data);
          break;
        case 'miu':
          self.margin.apply(m.data);
          break;
        case 'fiu':
          self.funding.setInfo(m.data);
          break;
        case 'fos':
          self.funding.offers.snapshot(m.data);
          break;
        case 'fon':
        case 'fou':
          self.funding.offers.upsert(m.data);
          break;
        case 'foc':
          self.funding.offers.close(m.data);
          break;
        case 'fcs':
          self.funding.credits.snapshot(m.data);
          break;
        case 'fcn':
        case 'fcu':
          self.funding.credits.upsert(m.data);
          break;
        case 'fcc':
          self.funding.credits.close(m.data);
          break;
        case 'fls':
          self.funding.loans.snapshot(m.data);
          break;
        case 'fln':
        case 'flu':
          self.funding.loans.upsert(m.data);
          break;
        case 'flc':
          self.funding.loans.close(m.data);
          break;
        case 'te':
        case 'tu':
          self.trades.upsert(m.data);
          break;
        case 'n': {
          // A deposit or withdrawal that changed state is told in the catalogue's words.
          const movement = movementOutcome(m.data);
          if (movement) {
            self.notifications.tell(movement, m.data.mts);
            const row = movementCodec.decode(m.data.notifyInfo);
            if (row) self.money.heard(row);
          } else self.notifications.fromExchange(m.data);
          self.orderAnswers.answer(m.data);
          break;
        }
        default:
          break;
      }
    },
    setStatus(status: AccountChannelStatus, failure: string | undefined, caps?: unknown) {
      const was = self.status;
      self.status = status;
      if (status === 'authenticated') self.caps = caps ?? null;
      if (status === 'signedOut') self.caps = null;
      self.failure = failure ?? null;
      if (status === 'signedOut' && was !== 'signedOut') {
        self.orderAnswers.abandon('socket: not authenticated');
        self.orders.clear();
        self.positions.clear();
        self.wallets.clear();
        self.margin.clear();
        self.funding.clear();
        self.trades.clear();
        self.money.clear();
        self.walletsReady = false;
      }
      if (status === 'failed' && was !== 'failed') {
        self.notifications.add('auth', 'error', failure ?? 'auth: failed', Date.now());
      }
    },
    /** An outcome of the client itself (nothing reached the exchange). */
    localFailure(kind: string, text: string) {
      self.notifications.add(kind, 'error', text, Date.now());
    },
  }))
  .actions((self) => {
    const stops: Array<() => void> = [];
    // While positions are open, ask for their figures (and the margin and balance totals that
    // depend on them) again every REVALUE_MS, so P/L follows the market.
    const revalue = () => {
      if (self.status !== 'authenticated' || self.positions.list.length === 0) return;
      const requests: CalcRequest[] = self.positions.list
        .slice(0, MAX_CALC_REQUESTS - 2)
        .map((p) => ({ kind: 'position', symbol: p.symbol }));
      accountEnv(self)?.channel.send({ type: 'calc', payload: [...requests, { kind: 'margin_base' }, { kind: 'balance' }] });
    };
    const stopAll = () => {
      for (const stop of stops.splice(0)) stop();
    };
    const send = (input: Input): boolean => {
      const env = accountEnv(self);
      const sent = env?.channel.send(input) ?? false;
      if (!sent) self.localFailure(`${input.type}-req`, 'socket: not authenticated');
      return sent;
    };
    return {
      /** Starts following the channel (called once, by the session effects). */
      connect() {
        const env = accountEnv(self);
        if (!env || stops.length > 0) return;
        const teller = new OutcomeTeller((o) => self.notifications.tell(o, Date.now()));
        const unlisten = env.channel.onMessage((m) => {
          self.apply(m);
          teller.heard(m);
          // The wallet snapshot carries no totals: ask for them (bu, miu) at once, not at the
          // next change of a wallet.
          if (m.type === 'ws') env.channel.send({ type: 'calc', payload: [{ kind: 'margin_base' }, { kind: 'balance' }] });
        });
        stops.push(unlisten, () => teller.dispose());
        const follow = (s: AccountChannelStatus) => self.setStatus(s, env.channel.failure, env.channel.caps);
        stops.push(env.channel.onStatus(follow));
        follow(env.channel.status);
        const timer = setInterval(revalue, REVALUE_MS);
        stops.push(() => clearInterval(timer));
        void self.pairs.load();
      },
      /** Stops following the channel (the session effects stop, or the store is destroyed). */
      disconnect: stopAll,
      beforeDestroy: stopAll,
      /** Places an order; resolves with the exchange's answer to it (its `on-req` notification),
       *  or at once with the protocol's refusal when the order is malformed or cannot be sent. */
      placeOrder(order: NewOrderInput): Promise<OrderAnswer> {
        const payload = { cid: nextCid(), ...order };
        // The exchange reads an order with this same parser: what it would refuse is refused here.
        const read = parseNewOrder(newOrderWire(payload));
        if (!read.ok) {
          self.localFailure('on-req', read.error);
          return Promise.resolve({ ok: false, text: read.error });
        }
        const answer = self.orderAnswers.wait(payload.cid);
        if (!send({ type: 'on', payload: read.value })) self.orderAnswers.refuse(payload.cid, 'socket: not authenticated');
        return answer;
      },
      updateOrder(update: UpdateOrderInput): boolean {
        return send({ type: 'ou', payload: update });
      },
      cancelOrder(id: number): boolean {
        return send({ type: 'oc', payload: { id } });
      },
      cancelOrders(ids: number[]): boolean {
        return ids.length > 0 && send({ type: 'oc_multi', payload: { ids } });
      },
      cancelAllOrders(): boolean {
        return send({ type: 'oc_multi', payload: { all: true } });
      },
      placeOffer(offer: NewOfferInput): boolean {
        return send({ type: 'fon', payload: offer });
      },
      cancelOffer(id: number): boolean {
        return send({ type: 'foc', payload: { id } });
      },
      calc(requests: CalcRequest[]): boolean {
        const env = accountEnv(self);
        return requests.length > 0 && (env?.channel.send({ type: 'calc', payload: requests }) ?? false);
      },
      /** A market order with the CLOSE flag for the whole position (margin or derivatives). */
      closePosition(p: Position): boolean {
        const amount = -p.amount;
        return send({
          type: 'on',
          payload: { cid: nextCid(), type: 'MARKET', symbol: p.symbol, amount: String(amount), flags: OrderFlag.CLOSE },
        });
      },
    };
  })
  .actions((self) => {
    const call = <C extends CallDef>(def: C, body: CallInput<C>): Promise<CallReply<C>> => callAccount(self, def, body);
    /** A REST notification's outcome goes to the notifications like a channel one. */
    const notify = (kind: string, n: Notification) => {
      self.notifications.add(kind, isNotificationSuccess(n) ? 'success' : 'error', n.text ?? n.status, Date.now());
    };
    return {
      /** The exchange's figures for adding `amount` (signed like the position) to `symbol`. */
      increaseInfo: flow(function* increaseInfo(symbol: string, amount: string) {
        const raw: unknown = yield call(TRADING_CALLS.positionIncreaseInfo, { symbol, amount });
        const info = decodeIncreaseInfo(raw);
        if (!info) throw new Error('position increase info: unexpected reply');
        return info as IncreaseInfo;
      }),
      increasePosition: flow(function* increasePosition(symbol: string, amount: string) {
        try {
          notify('pos_increase', yield call(TRADING_CALLS.positionIncrease, { symbol, amount }));
        } catch (err) {
          self.localFailure('pos_increase', errorText(err));
        }
      }),
      claimPosition: flow(function* claimPosition(id: number) {
        try {
          notify('pos_claim', yield call(TRADING_CALLS.positionClaim, { id }));
        } catch (err) {
          self.localFailure('pos_claim', errorText(err));
        }
      }),
    };
  });
export type AccountStoreInstance = Instance<typeof AccountStore>;
