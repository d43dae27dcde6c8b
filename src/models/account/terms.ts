// The term agreement (account-side §3): the terms of each kind a user must accept where they are,
// as the exchange publishes them (`pub:legal:terms:{kind}`: [MODIFIED_MTS, TITLE, TEXT]), and the
// user's acceptance of each (the setting `terms:{kind}:accepted`, the modification time accepted).
// Terms modified after their acceptance are asked again, one kind after another; accepting stores
// the version accepted, when it was seen and the version's modification time.
import { flow, getEnv, types, type Instance } from 'mobx-state-tree';
import { ACCOUNT_CALLS } from '../../protocol/calls/account';
import { PUBLIC_CALLS } from '../../protocol/calls/public';
import { type AnyTermsKind, termsConfKey, termsKeys } from '../../protocol/account/terms-kinds';
import { dueTerms, type DueTerms } from '../../protocol/account/terms-due';
import type { StoreEnv } from '../env';
import { callAccount } from './env';

export { dueTerms, termsDue, termsOf, termsOfValue, type DueTerms, type PublishedTerms } from '../../protocol/account/terms-due';

export const TermsStore = types
  .model('TermsStore', {})
  .volatile(() => ({ queue: [] as DueTerms[], state: 'loading' as 'loading' | 'submitted' | 'silent' }))
  .views((self) => ({
    /** The terms asked now (the first kind still due). */
    get current(): DueTerms | undefined {
      return self.queue[0];
    },
    get due(): boolean {
      return self.queue.length > 0;
    },
  }))
  .actions((self) => ({
    set(queue: DueTerms[]) {
      self.queue = queue;
      self.state = queue.length > 0 ? 'loading' : 'silent';
    },
    accepted() {
      self.queue = self.queue.slice(1);
      self.state = self.queue.length > 0 ? 'loading' : 'submitted';
    },
  }))
  .actions((self) => ({
    /** Reads the published terms of these kinds and the user's acceptance of each. */
    check: flow(function* check(kinds: readonly AnyTermsKind[]) {
      if (kinds.length === 0) return self.set([]);
      const conf: unknown = yield getEnv<StoreEnv>(self).rest.call(PUBLIC_CALLS.conf, undefined, {
        keys: kinds.map(termsConfKey).join(','),
      });
      const settings: unknown = yield callAccount(self, ACCOUNT_CALLS.settings, { keys: kinds.map((k) => termsKeys(k).accepted) });
      self.set(dueTerms(kinds, conf, settings));
    }),
    accept: flow(function* accept() {
      const now = self.current;
      if (!now) return;
      const keys = termsKeys(now.kind);
      yield callAccount(self, ACCOUNT_CALLS.settingsSet, {
        settings: { [keys.accepted]: now.terms.modified, [keys.seen]: Date.now(), [keys.modified]: now.terms.modified },
      });
      self.accepted();
    }),
  }));
export type TermsStoreInstance = Instance<typeof TermsStore>;
