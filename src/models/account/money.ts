// Money in and out of the signed-in account (account-side issue 9 §5): the deposit and
// withdrawal methods (public conf), the movements list (REST movements history, kept current by
// the movement notifications of channel 0), deposit addresses, the embedded exchange's test chain,
// the address check and the travel rule's lookup, withdrawals and taking them back, and the
// address book. Each action resolves to what the page shows, or throws the exchange's text.
import { flow, getEnv, types, type Instance } from 'mobx-state-tree';
import { PUBLIC_CALLS, TRADING_CALLS, type CallDef, type CallInput, type CallReply } from '../../protocol/calls';
import { isNotificationSuccess, type Notification } from '../../protocol/account/notification';
import { movementCodec, type Movement } from '../../protocol/account/movement';
import { depositAddressCodec } from '../../protocol/account/wallet-operations';
import type { StoreEnv } from '../env';
import { callAccount } from './env';

export interface TxMethod {
  /** The protocol's name of the method (bitcoin, lnx, wire…). */
  method: string;
  currency: string;
  /** Network fee of a withdrawal, in the currency. */
  fee: string;
  crypto: boolean;
  label: string;
}

export interface AddressBookEntry {
  id: number;
  method: string;
  currency: string;
  address: string;
  label: string;
}

export interface WithdrawalInput {
  wallet: string;
  method: string;
  amount: string;
  address: string;
  feeDeduct?: boolean;
  paymentId?: string;
  travelRule?: { firstName: string; lastName: string; vasp: string };
  /** The answers of the modals asked first (the beneficiary, the mailed code), as the call takes them. */
  more?: Partial<CallInput<typeof TRADING_CALLS.withdraw>>;
}

function decodeMethods(raw: unknown): TxMethod[] {
  const rows = Array.isArray(raw) && Array.isArray(raw[0]) ? (raw[0] as unknown[]) : [];
  return rows.flatMap((r) =>
    Array.isArray(r) && typeof r[0] === 'string' && typeof r[1] === 'string'
      ? [{ method: r[0], currency: r[1], fee: String(r[2] ?? '0'), crypto: r[3] === 1, label: String(r[4] ?? r[0]).toUpperCase() }]
      : [],
  );
}

function decodeBook(raw: unknown): AddressBookEntry[] {
  return (Array.isArray(raw) ? raw : []).flatMap((r) =>
    Array.isArray(r) && typeof r[0] === 'number' && typeof r[3] === 'string'
      ? [{ id: r[0], method: String(r[1]), currency: String(r[2] ?? ''), address: r[3], label: String(r[4] ?? '') }]
      : [],
  );
}

/** A write's notification: its text on success, its refusal thrown. */
function told(n: Notification): string {
  if (!isNotificationSuccess(n)) throw new Error(n.text || n.status);
  return n.text ?? '';
}

export const MoneyStore = types
  .model('MoneyStore', {})
  .volatile(() => ({
    methods: [] as TxMethod[],
    movements: [] as Movement[],
    movementsLoaded: false,
    book: [] as AddressBookEntry[],
  }))
  .actions((self) => ({
    setMethods(methods: TxMethod[]) {
      self.methods = methods;
    },
    setMovements(list: Movement[]) {
      self.movements = [...list].sort((a, b) => b.mtsUpdated - a.mtsUpdated || b.id - a.id);
      self.movementsLoaded = true;
    },
    setBook(entries: AddressBookEntry[]) {
      self.book = entries;
    },
    /** A movement the stream told of (new or changed). */
    heard(m: Movement) {
      self.movements = [m, ...self.movements.filter((x) => x.id !== m.id)].sort((a, b) => b.mtsUpdated - a.mtsUpdated || b.id - a.id);
    },
    clear() {
      self.movements = [];
      self.movementsLoaded = false;
      self.book = [];
    },
  }))
  .actions((self) => {
    const call = <C extends CallDef>(def: C, body: CallInput<C>): Promise<CallReply<C>> => callAccount(self, def, body);
    const load = flow(function* loadMovements() {
      const raw: unknown[] = yield call(TRADING_CALLS.movements, { limit: 250 });
      self.setMovements(raw.map((r) => movementCodec.decode(r)).filter((m): m is Movement => m !== undefined));
    });
    return {
      loadMethods: flow(function* loadMethods() {
        if (self.methods.length > 0) return;
        const raw: unknown = yield getEnv<StoreEnv>(self).rest.call(PUBLIC_CALLS.conf, undefined, { keys: 'pub:info:tx:method' });
        self.setMethods(decodeMethods(raw));
      }),
      loadMovements: load,
      /** The method's current deposit address (a new one with `renew`). */
      depositAddress: flow(function* depositAddress(method: string, wallet: string, renew: boolean) {
        const n: Notification = yield call(TRADING_CALLS.depositAddress, { method, wallet, op_renew: renew ? 1 : 0 });
        told(n);
        const a = depositAddressCodec.decode(n.notifyInfo);
        if (!a?.address) throw new Error('deposit address: unexpected reply');
        return a.address;
      }),
      /** The embedded exchange's test chain: sends `amount` to a deposit address. */
      sendTest: flow(function* sendTest(address: string, amount: string) {
        return told(yield call(TRADING_CALLS.depositSend, { address, amount }));
      }),
      withdraw: flow(function* withdraw(w: WithdrawalInput) {
        const body: CallInput<typeof TRADING_CALLS.withdraw> = { ...w.more, wallet: w.wallet, method: w.method, amount: w.amount };
        if (w.method === 'lnx') body.invoice = w.address;
        else body.address = w.address;
        if (w.feeDeduct) body.fee_deduct = 1;
        if (w.paymentId) body.payment_id = w.paymentId;
        if (w.travelRule) {
          body.dest_firstname = w.travelRule.firstName;
          body.dest_lastname = w.travelRule.lastName;
          body.vasp_name = w.travelRule.vasp;
          body.travel_rule_tos = 1;
        }

        const text = told(yield call(TRADING_CALLS.withdraw, body));
        // The request's answer names no movement row: the list is read again to show it.
        yield load();
        return text;
      }),
      cancelWithdrawal: flow(function* cancelWithdrawal(id: number) {
        return told(yield call(TRADING_CALLS.withdrawCancel, { id }));
      }),
      loadBook: flow(function* loadBook() {
        self.setBook(decodeBook(yield call(TRADING_CALLS.addressBook, { action: 'list' })));
      }),
      addToBook: flow(function* addToBook(method: string, address: string, label: string) {
        self.setBook(decodeBook(yield call(TRADING_CALLS.addressBook, { action: 'add', method, address, label })));
      }),
      deleteFromBook: flow(function* deleteFromBook(id: number) {
        self.setBook(decodeBook(yield call(TRADING_CALLS.addressBook, { action: 'delete', id })));
      }),
    };
  });
export type MoneyStoreInstance = Instance<typeof MoneyStore>;
