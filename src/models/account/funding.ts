// The user's funding: offers (fos/fon/fou/foc), credits used in positions (fcs/fcn/fcu/fcc),
// loans taken (fls/fln/flu/flc), yields (fiu), each deduplicated by id; closing, auto-renew.
import { TRADING_CALLS, type CallInput } from '../../protocol/calls';
import { isNotificationSuccess, type Notification } from '../../protocol/account/notification';
import { types, flow, getEnv, type Instance } from 'mobx-state-tree';
import type { FundingOffer } from '../../protocol/account/funding-offer';
import type { FundingCredit, FundingLoan } from '../../protocol/account/funding-credit';
import type { FundingInfo } from '../../protocol/account/funding-info';
import type { StoreEnv } from '../env';
import { accountEnv, errorText } from './env';
import { liveRecords } from './live-records';
import { AUTO_RENEW_SETTING_KEY, decodeAutoRenewReply, parseAutoRenewSettings, type AutoRenewSetting } from './funding-auto';

export interface AutoRenewInput {
  /** Currency without prefix: "USD". */
  currency: string;
  active: boolean;
  /** Daily rate, "0" or empty = FRR. */
  rate?: string;
  period?: number;
  amount?: string;
}

const offerOver = (s: string) => s.startsWith('CANCELED') || s.startsWith('EXECUTED') || s === 'CLOSED';
const fundingOver = (s: string) => s === 'CLOSED';

/** The exchange's text of a write; throws its refusal. */
function replyOf(reply: Notification): string {
  if (!isNotificationSuccess(reply)) throw new Error(reply.text ?? reply.status);
  return reply.text ?? '';
}

export const FundingStore = types
  .model('FundingStore', {
    offers: types.optional(liveRecords<FundingOffer>('FundingOffers', offerOver), {}),
    credits: types.optional(liveRecords<FundingCredit>('FundingCredits', fundingOver), {}),
    loans: types.optional(liveRecords<FundingLoan>('FundingLoans', fundingOver), {}),
    info: types.map(types.frozen<FundingInfo>()),
    /** Auto-renew per currency ("USD"), as the exchange last accepted it. */
    autoRenew: types.map(types.frozen<AutoRenewSetting>()),
  })
  .actions((self) => ({
    setInfo(i: FundingInfo) {
      self.info.set(i.symbol, i);
    },
    keepAutoRenew(settings: Record<string, AutoRenewSetting>) {
      for (const [ccy, v] of Object.entries(settings)) self.autoRenew.set(ccy, v);
    },
    clear() {
      self.offers.clear();
      self.credits.clear();
      self.loans.clear();
      self.info.clear();
      self.autoRenew.clear();
    },
  }))
  .actions((self) => ({
    /** `/v2/auth/w/funding/close`: returns a credit or loan before its period ends. */
    close: flow(function* close(id: number) {
      const env = accountEnv(self);
      if (!env) throw new Error('funding: not signed in');
      try {
        return replyOf(yield env.rest.call(TRADING_CALLS.fundingClose, { id }));
      } catch (err) {
        throw new Error(errorText(err), { cause: err });
      }
    }),
    /** `/v2/auth/w/funding/auto`: lends the idle funding balance at `rate` for `period` days;
     *  resolves to the exchange's text and keeps the setting it answered with. */
    setAutoRenew: flow(function* setAutoRenew(a: AutoRenewInput) {
      const env = accountEnv(self);
      if (!env) throw new Error('funding: not signed in');
      const body: CallInput<typeof TRADING_CALLS.fundingAuto> = { status: a.active ? 1 : 0, currency: a.currency };
      if (a.active) {
        if (a.rate) body.rate = a.rate;
        if (a.period) body.period = a.period;
        if (a.amount) body.amount = a.amount;
      }
      let reply: Notification;
      try {
        reply = yield env.rest.call(TRADING_CALLS.fundingAuto, body);
      } catch (err) {
        throw new Error(errorText(err), { cause: err });
      }
      const text = replyOf(reply);
      const kept = decodeAutoRenewReply(reply.notifyInfo, a.active) ?? {
        currency: a.currency,
        active: a.active,
        period: a.period ?? 2,
        rate: a.rate ?? '0',
        threshold: a.amount ?? '0',
      };
      self.autoRenew.set(kept.currency, kept);
      const storage = getEnv<Partial<StoreEnv>>(self).storage;
      storage
        ?.save(AUTO_RENEW_SETTING_KEY, Object.fromEntries(self.autoRenew.entries()))
        .catch((err: unknown) => console.error('funding auto-renew not remembered', err));
      return text;
    }),
    /** The remembered auto-renew settings (the exchange has no call to read them). */
    loadAutoRenew: flow(function* loadAutoRenew() {
      // The exchange holds the settings (so another browser shows the same); the settings
      // storage only remembers the last accepted ones for an exchange without the read call.
      const env = accountEnv(self);
      if (env) {
        try {
          const rows: unknown = yield env.rest.call(TRADING_CALLS.fundingAutoStates);
          if (Array.isArray(rows)) {
            const settings: Record<string, AutoRenewSetting> = {};
            for (const row of rows) {
              const s = Array.isArray(row) ? decodeAutoRenewReply(row.slice(0, 4), row[4] === 1) : undefined;
              if (s) settings[s.currency] = s;
            }
            self.keepAutoRenew(settings);
            return;
          }
        } catch {
          // Fall back to what this client remembered.
        }
      }
      const storage = getEnv<Partial<StoreEnv>>(self).storage;
      if (!storage) return;
      try {
        const raw: unknown = yield storage.load(AUTO_RENEW_SETTING_KEY);
        self.keepAutoRenew(parseAutoRenewSettings(raw));
      } catch {
        // Nothing remembered: the panel starts from the defaults.
      }
    }),
    /** `/v2/auth/r/info/funding/{fSYM}`: yields and durations. */
    loadInfo: flow(function* loadInfo(symbol: string) {
      const env = accountEnv(self);
      if (!env) return;
      try {
        const reply: unknown = yield env.rest.call(TRADING_CALLS.fundingInfo, undefined, { key: symbol });
        if (Array.isArray(reply) && reply[0] === 'sym' && typeof reply[1] === 'string' && Array.isArray(reply[2])) {
          const [yieldLoan, yieldLend, durationLoan, durationLend] = reply[2].map((v: unknown) => (typeof v === 'number' ? v : null));
          self.setInfo({
            symbol: reply[1],
            yieldLoan: yieldLoan ?? null,
            yieldLend: yieldLend ?? null,
            durationLoan: durationLoan ?? null,
            durationLend: durationLend ?? null,
          });
        }
      } catch {
        // Yields are a nicety; the offer form works without them.
      }
    }),
  }));
export type FundingStoreInstance = Instance<typeof FundingStore>;
