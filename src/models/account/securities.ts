// The state of the securities sales page (issue 16, item 8): the account's securities state (the
// gates' flags), the sales it may see and its subscriptions, as `/v2/auth/r/securities` answers
// them; the answers to the gates (the US-resident declaration, the accredited-investor
// questionnaire, the prohibited-person question, the membership agreement and the AIFC terms, the
// El Salvador verification) and the subscription go to the exchange, and the state is read again
// after each, so the next gate asked is the exchange's. The prohibited-person flags of the spec:
// loading, blockProhibitedPerson, prohibitedPassed.
import { flow, getEnv, types, type Instance } from 'mobx-state-tree';
import { SECURITIES_CALLS } from '../../protocol/calls/securities';
import { COMPLIANCE_CALLS } from '../../protocol/calls/compliance';
import { ACCOUNT_CALLS } from '../../protocol/calls/account';
import { PUBLIC_CALLS } from '../../protocol/calls';
import {
  decodeSecuritiesState,
  decodeStatus,
  type AccreditedAnswers,
  type ProhibitedAnswers,
  type SecuritiesSale,
  type SecuritiesStatus,
  type SecuritiesSubscription,
} from '../../protocol/account/securities';
import { termsConfKey, termsKeys, type TermsKind } from '../../protocol/account/terms-kinds';
import { termsOf, type PublishedTerms } from '../../protocol/account/terms-due';
import type { StoreEnv } from '../env';
import { callAccount } from './env';
import { notificationParts } from '../../protocol/account/card-purchase';

export const SecuritiesStore = types
  .model('SecuritiesStore', {})
  .volatile(() => ({
    status: null as SecuritiesStatus | null,
    sales: [] as SecuritiesSale[],
    subscriptions: [] as SecuritiesSubscription[],
    loading: false,
    busy: false,
  }))
  .views((self) => ({
    /** The spec's prohibited-person flags. */
    get blockProhibitedPerson(): boolean {
      return self.status?.prohibited === 'blocked';
    },
    get prohibitedPassed(): boolean {
      return self.status?.prohibited === 'passed';
    },
  }))
  .actions((self) => ({
    setState(s: ReturnType<typeof decodeSecuritiesState>) {
      self.status = s.status ?? null;
      self.sales = s.sales;
      self.subscriptions = s.subscriptions;
    },
    setStatus(s: SecuritiesStatus | undefined) {
      if (s) self.status = s;
    },
    setLoading(on: boolean) {
      self.loading = on;
    },
    setBusy(on: boolean) {
      self.busy = on;
    },
  }))
  .actions((self) => {
    const reload = flow(function* reload() {
      self.setLoading(true);
      try {
        const raw: unknown = yield callAccount(self, SECURITIES_CALLS.state, {});
        self.setState(decodeSecuritiesState(raw));
      } finally {
        self.setLoading(false);
      }
    });
    /** A write, then the state read again (the answers' replies carry the status too). */
    const write = flow(function* write<T>(run: () => Promise<T>) {
      self.setBusy(true);
      try {
        const r: T = yield run();
        return r;
      } finally {
        self.setBusy(false);
        yield reload().catch(() => undefined);
      }
    });
    const answer = (run: () => Promise<unknown>) =>
      write(async () => {
        const status = decodeStatus(await run());
        self.setStatus(status);
        return status;
      }) as Promise<SecuritiesStatus | undefined>;
    return {
      reload,
      /** The US challenge: the account's US-resident declaration. */
      declareUsPerson: (usPerson: boolean) =>
        write(() => callAccount(self, COMPLIANCE_CALLS.usResident, { us_resident: usPerson })) as Promise<unknown>,
      answerAccredited: (a: AccreditedAnswers) => answer(() => callAccount(self, SECURITIES_CALLS.accredited, a)),
      answerProhibited: (answers: ProhibitedAnswers) => answer(() => callAccount(self, SECURITIES_CALLS.prohibited, { answers })),
      verifyElSalvador: (fullName: string, documentNumber: string) =>
        answer(() => callAccount(self, SECURITIES_CALLS.elSalvador, { fullName, documentNumber })),
      /** The terms of a kind as the exchange publishes them. */
      termsOf: async (kind: TermsKind): Promise<PublishedTerms | null> =>
        termsOf(await getEnv<StoreEnv>(self).rest.call(PUBLIC_CALLS.conf, undefined, { keys: termsConfKey(kind) })),
      /** Accepts the published version of a kind's terms (its accepted/seen/modified keys). */
      acceptTerms: (kind: TermsKind, modified: number) => {
        const keys = termsKeys(kind);
        return write(() =>
          callAccount(self, ACCOUNT_CALLS.settingsSet, {
            settings: { [keys.accepted]: modified, [keys.seen]: Date.now(), [keys.modified]: modified },
          }),
        ) as Promise<unknown>;
      },
      /** A subscription: the exchange's text, or its refusal thrown. */
      subscribe: (saleId: number, amount: string) =>
        write(
          async () => notificationParts(await callAccount(self, SECURITIES_CALLS.subscribe, { saleId, amount })).text,
        ) as Promise<string>,
    };
  });

export type SecuritiesStoreInstance = Instance<typeof SecuritiesStore>;
