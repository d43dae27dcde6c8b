// The terms asked once before an action (account-side §2 modals), each a kind of the exchange's
// product terms (protocol/account/terms-kinds.ts PRODUCT_TERMS):
// - the derivatives terms and welcome, before a user's first derivatives order;
// - the UK users warning, before a GB resident's first trade with real money.
// The modal shows its own words in the user's language, then the text the exchange publishes for
// the kind (`pub:legal:terms:{kind}`). Accepting stores the kind's terms keys on the exchange
// (`terms:{kind}:accepted|seen|modified`), so it is shown once — again only when the exchange
// modifies the text; when the exchange says it was accepted already, the modal answers at once
// without showing. Loaded lazily (each user loads it with lazyPage).
import './messages';
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { t } from '../../i18n';
import { useStore } from '../store-context';
import { getEnv } from 'mobx-state-tree';
import { PUBLIC_CALLS } from '../../protocol/calls';
import { ACCOUNT_CALLS } from '../../protocol/calls/account';
import { type ProductTerms, termsConfKey, termsKeys } from '../../protocol/account/terms-kinds';
import { dueTerms, type DueTerms } from '../../protocol/account/terms-due';
import { callAccount } from '../../models/account/env';
import type { StoreEnv } from '../../models/env';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';

export interface ProductTermsModalProps {
  kind: ProductTerms;
  /** The pair of the order that asked (its display label). */
  pair: string;
  /** The terms are accepted (now, or earlier: then the modal never shows). */
  onAccepted(): void;
  onCancel(): void;
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export default observer(function ProductTermsModal({ kind, pair, onAccepted, onCancel }: ProductTermsModalProps) {
  const { account } = useStore();
  /** The terms due, once read: none when the user accepted the version published. */
  const [due, setDue] = useState<DueTerms | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Read once, when the action asks; the latest callback answers.
  const accepted = useRef(onAccepted);
  useEffect(() => {
    accepted.current = onAccepted;
  });
  useEffect(() => {
    let live = true;
    const keys = termsKeys(kind);
    Promise.all([
      getEnv<StoreEnv>(account).rest.call(PUBLIC_CALLS.conf, undefined, { keys: termsConfKey(kind) }),
      callAccount(account, ACCOUNT_CALLS.settings, { keys: [keys.accepted] }),
    ])
      .then(([conf, settings]) => {
        if (!live) return;
        const now = dueTerms([kind], conf, settings)[0];
        if (now) setDue(now);
        else accepted.current();
      })
      .catch((err: unknown) => {
        if (!live) return;
        setError(t('modals.failed', { reason: reasonOf(err) }));
        setDue(null);
      });
    return () => {
      live = false;
    };
  }, [account, kind]);
  if (due === undefined) return null;
  const current = due;
  const accept = () => {
    if (!current) return;
    setBusy(true);
    setError(null);
    const keys = termsKeys(kind);
    const version = current.terms.modified;
    callAccount(account, ACCOUNT_CALLS.settingsSet, {
      settings: { [keys.accepted]: version, [keys.seen]: Date.now(), [keys.modified]: version },
    })
      .then(() => accepted.current())
      .catch((err: unknown) => {
        setBusy(false);
        setError(reasonOf(err));
      });
  };
  return (
    <Modal title={t(`modals.${kind}.title`)} onClose={onCancel}>
      <p className="ui-modal-body">{t(`modals.${kind}.intro`, { pair })}</p>
      {current && (
        <>
          <p className="ui-modal-body">
            <strong>{current.terms.title}</strong>
          </p>
          <div className="terms-text" tabIndex={0} aria-label={current.terms.title}>
            {current.terms.text}
          </div>
        </>
      )}
      <ModalActions
        cancelLabel={t('modals.cancel')}
        onCancel={onCancel}
        confirmLabel={t(`modals.${kind}.accept`)}
        onConfirm={accept}
        disabled={busy || !current}
        error={error}
      />
    </Modal>
  );
});
