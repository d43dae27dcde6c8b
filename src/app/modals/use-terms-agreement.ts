// The accept-and-remember logic the terms modals share (account-side §2 modals): a currency's own
// agreement, a product's terms, a risky product's disclaimer. Each reads, once per what it asks
// about, whether its text is due (the exchange's published version against the version the user
// accepted, kept under the kind's terms keys); not due, the action goes on at once without the
// modal showing; due, the modal shows it, and accepting stores `accepted|seen|modified` on the
// exchange before the action goes on. Only the reading and the words differ between the modals.
import { useEffect, useRef, useState } from 'react';
import { getEnv, type IAnyStateTreeNode } from 'mobx-state-tree';
import { PUBLIC_CALLS } from '../../protocol/calls';
import { ACCOUNT_CALLS } from '../../protocol/calls/account';
import { callAccount } from '../../models/account/env';
import type { StoreEnv } from '../../models/env';

/** A kind's terms keys in the user's settings (`terms:{kind}:accepted|seen|modified`). */
export interface TermsKeys {
  accepted: string;
  seen: string;
  modified: string;
}

export interface TermsAgreementOptions<T> {
  /** What is asked about (a currency, a kind): read again when it changes. */
  subject: string;
  keys: TermsKeys;
  /** What is due, or null when nothing is (accepted already, or none asked). */
  read(): Promise<T | null>;
  /** When the reading failed: what is shown then (the error, and whether something is due). */
  unread(err: unknown): { due: T | null; error: string | null };
  /** The version accepting stores. */
  version(due: T): number;
  /** Accepted now or earlier, or none asked: the action may go on. */
  onAccepted(): void;
}

export interface TermsAgreement<T> {
  /** Undefined while reading (and when nothing was due: the modal never shows). */
  due: T | null | undefined;
  error: string | null;
  busy: boolean;
  accept(): void;
}

/** What a modal reads: the published text's conf values (when it has `confKeys`), the user's
 *  settings answer for the accepted key, and the version accepted in it. */
export async function readTerms(
  account: IAnyStateTreeNode,
  acceptedKey: string,
  confKeys?: string,
): Promise<{ conf: unknown; settings: unknown; accepted: unknown }> {
  const [conf, settings] = await Promise.all([
    confKeys ? getEnv<StoreEnv>(account).rest.call(PUBLIC_CALLS.conf, undefined, { keys: confKeys }) : null,
    callAccount(account, ACCOUNT_CALLS.settings, { keys: [acceptedKey] }),
  ]);
  const pairs = Array.isArray(settings) ? (settings as unknown[][]) : [];
  return { conf, settings, accepted: pairs.find((p) => Array.isArray(p) && p[0] === acceptedKey)?.[1] };
}

export const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function useTermsAgreement<T>(account: IAnyStateTreeNode, options: TermsAgreementOptions<T>): TermsAgreement<T> {
  const [due, setDue] = useState<T | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Read once, when the action asks; the latest callbacks answer.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { subject } = options;
  useEffect(() => {
    let live = true;
    latest.current
      .read()
      .then((now) => {
        if (!live) return;
        if (now !== null) setDue(now);
        else latest.current.onAccepted();
      })
      .catch((err: unknown) => {
        if (!live) return;
        const shown = latest.current.unread(err);
        setError(shown.error);
        setDue(shown.due);
      });
    return () => {
      live = false;
    };
  }, [account, subject]);
  const accept = () => {
    if (due === null || due === undefined) return;
    setBusy(true);
    setError(null);
    const { keys, version } = latest.current;
    const v = version(due);
    callAccount(account, ACCOUNT_CALLS.settingsSet, {
      settings: { [keys.accepted]: v, [keys.seen]: Date.now(), [keys.modified]: v },
    })
      .then(() => latest.current.onAccepted())
      .catch((err: unknown) => {
        setBusy(false);
        setError(reasonOf(err));
      });
  };
  return { due, error, busy, accept };
}
