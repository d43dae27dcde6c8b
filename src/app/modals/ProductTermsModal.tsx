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
import { observer } from 'mobx-react-lite';
import { t } from '../../i18n';
import { useStore } from '../store-context';
import { type ProductTerms, termsConfKey, termsKeys } from '../../protocol/account/terms-kinds';
import { dueTerms, type DueTerms } from '../../protocol/account/terms-due';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import { readTerms, reasonOf, useTermsAgreement } from './use-terms-agreement';

export interface ProductTermsModalProps {
  kind: ProductTerms;
  /** The pair of the order that asked (its display label). */
  pair: string;
  /** The terms are accepted (now, or earlier: then the modal never shows). */
  onAccepted(): void;
  onCancel(): void;
}

export default observer(function ProductTermsModal({ kind, pair, onAccepted, onCancel }: ProductTermsModalProps) {
  const { account } = useStore();
  const keys = termsKeys(kind);
  /** The terms due, once read: none when the user accepted the version published. */
  const { due, error, busy, accept } = useTermsAgreement<DueTerms>(account, {
    subject: kind,
    keys,
    read: async () => {
      const { conf, settings } = await readTerms(account, keys.accepted, termsConfKey(kind));
      return dueTerms([kind], conf, settings)[0] ?? null;
    },
    unread: (err) => ({ due: null, error: t('modals.failed', { reason: reasonOf(err) }) }),
    version: (now) => now.terms.modified,
    onAccepted,
  });
  if (due === undefined) return null;
  const current = due;
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
