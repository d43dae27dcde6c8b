// The term agreement (account-side §3): the default terms as the exchange publishes them
// (`pub:legal:terms:default`: [MODIFIED_MTS, TITLE, TEXT]) and the user's acceptance (the setting
// `terms:default:accepted`, the modification time accepted). Terms modified after the
// acceptance are asked again; accepting stores the new time, and when they were seen.
import { flow, getEnv, types, type Instance } from 'mobx-state-tree';
import { ACCOUNT_CALLS } from '../../protocol/calls/account';
import { PUBLIC_CALLS } from '../../protocol/calls/public';
import type { StoreEnv } from '../env';
import { callAccount } from './env';

export const TERMS_KIND = 'default';
const ACCEPTED = `terms:${TERMS_KIND}:accepted`;
const SEEN = `terms:${TERMS_KIND}:seen`;

export interface PublishedTerms {
  modified: number;
  title: string;
  text: string;
}

export function termsOf(raw: unknown): PublishedTerms | null {
  const v = Array.isArray(raw) ? raw[0] : undefined;
  if (!Array.isArray(v) || typeof v[0] !== 'number' || typeof v[2] !== 'string') return null;
  return { modified: v[0], title: String(v[1] ?? ''), text: v[2] };
}

/** Whether terms modified at `modified` still need accepting by one who accepted `accepted`. */
export function termsDue(modified: number, accepted: unknown): boolean {
  return !(typeof accepted === 'number' && accepted >= modified);
}

export const TermsStore = types
  .model('TermsStore', {})
  .volatile(() => ({ terms: null as PublishedTerms | null, due: false, state: 'loading' as 'loading' | 'submitted' | 'silent' }))
  .actions((self) => ({
    set(terms: PublishedTerms | null, due: boolean) {
      self.terms = terms;
      self.due = due;
      self.state = due ? 'loading' : 'silent';
    },
    accepted() {
      self.due = false;
      self.state = 'submitted';
    },
  }))
  .actions((self) => ({
    check: flow(function* check() {
      const terms = termsOf(
        yield getEnv<StoreEnv>(self).rest.call(PUBLIC_CALLS.conf, undefined, { keys: `pub:legal:terms:${TERMS_KIND}` }),
      );
      if (!terms) return self.set(null, false);
      const pairs: unknown = yield callAccount(self, ACCOUNT_CALLS.settings, { keys: [ACCEPTED] });
      const accepted = Array.isArray(pairs)
        ? (pairs.find((p) => Array.isArray(p) && p[0] === ACCEPTED) as unknown[] | undefined)?.[1]
        : undefined;
      self.set(terms, termsDue(terms.modified, accepted));
    }),
    accept: flow(function* accept() {
      if (!self.terms) return;
      yield callAccount(self, ACCOUNT_CALLS.settingsSet, { settings: { [ACCEPTED]: self.terms.modified, [SEEN]: Date.now() } });
      self.accepted();
    }),
  }));
export type TermsStoreInstance = Instance<typeof TermsStore>;
