// The custody page's state (/custody): the account's custody summary (the partner's KYC status,
// fees with the custody fee's schedule, the custody balances valued at the exchange's index prices),
// its transfers and the custody fees charged, newest first. Onboarding and transfers go to the exchange, and both are read again after each, so the
// page says what the exchange says.
import { flow, types, type Instance } from 'mobx-state-tree';
import { CUSTODY_CALLS } from '../../protocol/calls/custody';
import {
  decodeCustodyFeeCharges,
  decodeCustodyKyc,
  decodeCustodySummary,
  decodeCustodyTransfer,
  decodeCustodyTransfers,
  type CustodyDirection,
  type CustodyFeeCharge,
  type CustodySummary,
  type CustodyTransfer,
} from '../../protocol/account/custody';
import { callAccount } from './env';

/** How many of the account's transfers the page lists. */
export const CUSTODY_HISTORY_ROWS = 250;

export interface CustodyMove {
  direction: CustodyDirection;
  currency: string;
  amount: string;
}

export const CustodyStore = types
  .model('CustodyStore', {})
  .volatile(() => ({
    summary: null as CustodySummary | null,
    transfers: [] as CustodyTransfer[],
    feeCharges: [] as CustodyFeeCharge[],
    busy: false,
  }))
  .actions((self) => ({
    setSummary(s: CustodySummary | null) {
      self.summary = s;
    },
    setTransfers(list: CustodyTransfer[]) {
      self.transfers = list;
    },
    setFeeCharges(list: CustodyFeeCharge[]) {
      self.feeCharges = list;
    },
    setBusy(on: boolean) {
      self.busy = on;
    },
  }))
  .actions((self) => {
    const reloadSummary = flow(function* reloadSummary() {
      const raw: unknown = yield callAccount(self, CUSTODY_CALLS.custodySummary, {});
      const s = decodeCustodySummary(raw);
      if (!s) throw new Error('custody: unexpected answer');
      self.setSummary(s);
    });
    const reloadTransfers = flow(function* reloadTransfers() {
      const raw: unknown = yield callAccount(self, CUSTODY_CALLS.custodyTransfers, { limit: CUSTODY_HISTORY_ROWS });
      self.setTransfers(decodeCustodyTransfers(raw));
    });
    const reloadFees = flow(function* reloadFees() {
      const raw: unknown = yield callAccount(self, CUSTODY_CALLS.custodyFees, { limit: CUSTODY_HISTORY_ROWS });
      self.setFeeCharges(decodeCustodyFeeCharges(raw));
    });
    const reload = flow(function* reload() {
      yield Promise.all([reloadSummary(), reloadTransfers(), reloadFees()]);
    });
    return {
      reload,
      reloadSummary,
      reloadFees,
      /** Applies for a custody account (again, after a rejection); the summary is read again. */
      onboard: flow(function* onboard() {
        self.setBusy(true);
        try {
          const raw: unknown = yield callAccount(self, CUSTODY_CALLS.custodyOnboard, {});
          if (!decodeCustodyKyc(raw)) throw new Error('custody: unexpected answer');
        } finally {
          self.setBusy(false);
          yield reloadSummary();
        }
      }),
      /** Moves money between the exchange wallet and the custody account: the transfer, or the
       *  exchange's refusal thrown. Both lists are read again either way. */
      transfer: flow(function* transfer(m: CustodyMove) {
        self.setBusy(true);
        try {
          const raw: unknown = yield callAccount(self, CUSTODY_CALLS.custodyTransfer, m);
          const t = decodeCustodyTransfer(raw);
          if (!t) throw new Error('custody: unexpected answer');
          return t;
        } finally {
          self.setBusy(false);
          yield reload();
        }
      }),
    };
  });
export type CustodyStoreInstance = Instance<typeof CustodyStore>;
