// The signed-in trader's price alerts (PROTOCOL `auth/r/alerts`, `auth/w/alert/set|del`): the list
// read from the exchange when the account channel authenticates, alerts added, moved to another
// price and deleted, and an alert dropped when the exchange says it fired (the `uca` notification
// on channel 0; its toast and its sound are the notifications store's, like every `n`).
// Made on first use by the widgets that set alerts (the alerts panel, the chart, the book), one per
// root store, so its code loads with them and not with the workspace's first load.
import { getEnv, types, type Instance, type IAnyStateTreeNode } from 'mobx-state-tree';
import { TRADING_CALLS } from '../../protocol/calls';
import { priceAlertCodec, type PriceAlert } from '../../protocol/account/price-alert';
import type { AccountChannelStatus } from '../../services/account-channel';
import { accountEnv, callAccount, errorText } from './env';
import { alertPrice, alertPriceError, alertUpdateApplies, updatedAlerts, withAlert, type AlertPriceError } from './price-alert-rules';

export type { PriceAlert } from '../../protocol/account/price-alert';

/** What became of a request: the alert as the exchange keeps it, or why not (the form's own
 *  check, or the exchange's refusal text). */
export type AlertAnswer =
  | { ok: true; alert: PriceAlert }
  | { ok: false; invalid: AlertPriceError }
  | { ok: false; refused: string }
  /** An update the pairing rule ignored: the alert is on another pair than the one asked. */
  | { ok: false; otherPair: string };

export const PriceAlertsStore = types
  .model('PriceAlertsStore', {})
  .volatile(() => ({
    list: [] as readonly PriceAlert[],
    /** The list has been read since the channel authenticated. */
    loaded: false,
    /** The exchange's refusal of the last read. */
    loadError: null as string | null,
    /** Keys of alerts whose delete is under way. */
    deleting: new Set<string>() as ReadonlySet<string>,
  }))
  .actions((self) => ({
    setList(list: readonly PriceAlert[]) {
      self.list = list;
      self.loaded = true;
      self.loadError = null;
    },
    setLoadError(text: string) {
      self.loadError = text;
    },
    heard(alert: PriceAlert) {
      self.list = withAlert(self.list, alert);
    },
    replaced(prev: PriceAlert, next: PriceAlert) {
      self.list = updatedAlerts(self.list, prev, next);
    },
    forget(key: string) {
      if (self.list.some((a) => a.key === key)) self.list = self.list.filter((a) => a.key !== key);
    },
    markDeleting(key: string, on: boolean) {
      const next = new Set(self.deleting);
      if (on) next.add(key);
      else next.delete(key);
      self.deleting = next;
    },
    clear() {
      self.list = [];
      self.loaded = false;
      self.loadError = null;
    },
  }))
  .actions((self) => {
    const stops: Array<() => void> = [];
    let reads = 0;
    // An alert at the last price can fire before the answer to its set arrives (the socket is
    // faster than the REST reply): a fire heard while the set was under way keeps it out.
    let heardFires = 0;
    const firedAt = new Map<string, number>();
    const firedSince = (key: string, mark: number) => (firedAt.get(key) ?? -1) >= mark;
    const load = async () => {
      const mine = ++reads;
      try {
        const raw = await callAccount(self, TRADING_CALLS.alerts, { type: 'price' });
        if (mine === reads) self.setList(priceAlertCodec.decodeList(raw) ?? []);
      } catch (err) {
        if (mine === reads) self.setLoadError(errorText(err));
      }
    };
    const onStatus = (s: AccountChannelStatus) => {
      if (s === 'authenticated') void load();
      else if (s === 'signedOut') {
        reads++;
        self.clear();
      }
    };
    /** Asks the exchange to keep an alert at `price` (already checked) on `symbol`. */
    const set = async (symbol: string, price: string): Promise<AlertAnswer> => {
      try {
        const row = await callAccount(self, TRADING_CALLS.alertSet, { type: 'price', symbol, price });
        const alert = priceAlertCodec.decode(row);
        if (!alert) return { ok: false, refused: 'alert: unexpected reply' };
        return { ok: true, alert };
      } catch (err) {
        return { ok: false, refused: errorText(err) };
      }
    };
    const del = async (alert: PriceAlert): Promise<string | undefined> => {
      self.markDeleting(alert.key, true);
      try {
        // [false]: the exchange no longer has it (it fired, or another window deleted it): gone too.
        await callAccount(self, TRADING_CALLS.alertDel, { alertId: alert.key });
        self.forget(alert.key);
        return undefined;
      } catch (err) {
        return errorText(err);
      } finally {
        self.markDeleting(alert.key, false);
      }
    };
    /** The old alert of a move, deleted at the exchange but kept in the list for `replaced`. */
    const delOld = async (alert: PriceAlert): Promise<string | undefined> => {
      try {
        await callAccount(self, TRADING_CALLS.alertDel, { alertId: alert.key });
        return undefined;
      } catch (err) {
        return errorText(err);
      }
    };
    return {
      /** Follows the account channel (the list when it authenticates, fired alerts); once. */
      connect() {
        const env = accountEnv(self);
        if (!env || stops.length > 0) return;
        stops.push(
          env.channel.onMessage((m) => {
            if (m.type !== 'n' || m.data.type !== 'uca') return;
            const fired = priceAlertCodec.decode(m.data.notifyInfo);
            if (!fired) return;
            firedAt.set(fired.key, heardFires++);
            self.forget(fired.key);
          }),
          env.channel.onStatus(onStatus),
        );
        onStatus(env.channel.status);
      },
      /** Reads the list again (after a refused read). */
      reload: load,
      /** An alert on `symbol` at the typed `priceText`. */
      async add(symbol: string, priceText: string): Promise<AlertAnswer> {
        const invalid = alertPriceError(priceText);
        const price = alertPrice(priceText);
        if (invalid !== undefined || price === undefined) return { ok: false, invalid: invalid ?? 'notNumber' };
        const mark = heardFires;
        const answer = await set(symbol, price);
        if (answer.ok && !firedSince(answer.alert.key, mark)) self.heard(answer.alert);
        return answer;
      },
      /** Moves `prev` to the typed price on `symbol` (the pair its panel shows now): a new alert,
       *  then the old one deleted. Ignored (market-side §5) when `symbol` is not `prev`'s pair. */
      async move(prev: PriceAlert, symbol: string, priceText: string): Promise<AlertAnswer> {
        if (!alertUpdateApplies(prev, { symbol })) return { ok: false, otherPair: prev.symbol };
        const invalid = alertPriceError(priceText);
        const price = alertPrice(priceText);
        if (invalid !== undefined || price === undefined) return { ok: false, invalid: invalid ?? 'notNumber' };
        const mark = heardFires;
        const answer = await set(symbol, price);
        if (!answer.ok) return answer;
        if (answer.alert.key === prev.key) return answer;
        const refused = await delOld(prev);
        const fired = firedSince(answer.alert.key, mark);
        if (refused !== undefined) {
          if (!fired) self.heard(answer.alert);
          return { ok: false, refused };
        }
        if (fired) self.forget(prev.key);
        else if (self.list.some((a) => a.key === prev.key)) self.replaced(prev, answer.alert);
        else self.heard(answer.alert);
        return answer;
      },
      /** Deletes an alert; the exchange's refusal text, or undefined when it is gone. */
      remove: del,
      beforeDestroy() {
        for (const stop of stops.splice(0)) stop();
      },
    };
  });
export type PriceAlertsStoreInstance = Instance<typeof PriceAlertsStore>;

const made = new WeakMap<IAnyStateTreeNode, PriceAlertsStoreInstance>();

/** The price alerts of the trader signed in to `root` (the root store): made, and following the
 *  account channel, on first use. */
export function priceAlertsOf(root: IAnyStateTreeNode): PriceAlertsStoreInstance {
  let store = made.get(root);
  if (!store) {
    store = PriceAlertsStore.create({}, getEnv(root));
    made.set(root, store);
    store.connect();
  }
  return store;
}
