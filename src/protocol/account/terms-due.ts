// Which published terms a user still has to accept (account-side §3 term agreement): the terms of
// a kind as the exchange publishes them (`pub:legal:terms:{kind}`: [MODIFIED_MTS, TITLE, TEXT]),
// asked again whenever they were modified after the version the user accepted
// (`terms:{kind}:accepted`). Used by the sign-in terms gate and the modals asked before an action.
import { type AnyTermsKind, termsKeys } from './terms-kinds';

export interface PublishedTerms {
  modified: number;
  title: string;
  text: string;
}

/** The published terms of one conf value ([MODIFIED_MTS, TITLE, TEXT]), or null. */
export function termsOfValue(v: unknown): PublishedTerms | null {
  if (!Array.isArray(v) || typeof v[0] !== 'number' || typeof v[2] !== 'string') return null;
  return { modified: v[0], title: String(v[1] ?? ''), text: v[2] };
}

/** The terms of the first key of a conf reply. */
export function termsOf(raw: unknown): PublishedTerms | null {
  return termsOfValue(Array.isArray(raw) ? raw[0] : undefined);
}

/** Whether terms modified at `modified` still need accepting by one who accepted `accepted`. */
export function termsDue(modified: number, accepted: unknown): boolean {
  return !(typeof accepted === 'number' && accepted >= modified);
}

export interface DueTerms {
  kind: AnyTermsKind;
  terms: PublishedTerms;
}

/**
 * The kinds still to accept, in the order asked: `conf` is the conf reply for the kinds' keys (one
 * value each, in order; an unpublished kind is skipped), `settings` the user's `[[KEY, VALUE], …]`.
 */
export function dueTerms(kinds: readonly AnyTermsKind[], conf: unknown, settings: unknown): DueTerms[] {
  const values = Array.isArray(conf) ? conf : [];
  const pairs = Array.isArray(settings) ? settings : [];
  const valueOf = (key: string): unknown => (pairs.find((p) => Array.isArray(p) && p[0] === key) as unknown[] | undefined)?.[1];
  const out: DueTerms[] = [];
  kinds.forEach((kind, i) => {
    const terms = termsOfValue(values[i]);
    if (terms && termsDue(terms.modified, valueOf(termsKeys(kind).accepted))) out.push({ kind, terms });
  });
  return out;
}
