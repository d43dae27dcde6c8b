// A disclaimer before a risky product's first use (account-side §2 modals): the product's risks
// in the user's language, accepted once per account — the acceptance is stored on the exchange
// under the disclaimer's terms keys (protocol/account/disclaimers.ts) and shown again only when
// the text's version changes. Already accepted, the modal answers at once without showing; "Not
// now" leaves the product. Loaded lazily (the borrow page's first visit asks it).
import './messages';
import { observer } from 'mobx-react-lite';
import { t } from '../../i18n';
import { useStore } from '../store-context';
import { DISCLAIMERS, disclaimerDue, disclaimerKeys, type DisclaimerKind } from '../../protocol/account/disclaimers';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import { readTerms, useTermsAgreement } from './use-terms-agreement';

export interface DisclaimerModalProps {
  kind: DisclaimerKind;
  onAccepted(): void;
  onCancel(): void;
}

export default observer(function DisclaimerModal({ kind, onAccepted, onCancel }: DisclaimerModalProps) {
  const { account } = useStore();
  const keys = disclaimerKeys(kind);
  /** Due: the version of the text this app carries. */
  const { due, error, busy, accept } = useTermsAgreement<number>(account, {
    subject: kind,
    keys,
    read: async () => (disclaimerDue(kind, (await readTerms(account, keys.accepted)).accepted) ? DISCLAIMERS[kind] : null),
    // Unread, it is shown: accepting writes it.
    unread: () => ({ due: DISCLAIMERS[kind], error: null }),
    version: (v) => v,
    onAccepted,
  });
  if (due === undefined) return null;
  return (
    <Modal title={t(`modals.disclaimer.${kind}.title`)} onClose={onCancel}>
      <div className="terms-text" tabIndex={0}>
        {t(`modals.disclaimer.${kind}.body`)}
      </div>
      <ModalActions
        cancelLabel={t('modals.disclaimer.leave')}
        onCancel={onCancel}
        confirmLabel={t('modals.disclaimer.accept')}
        onConfirm={accept}
        disabled={busy}
        error={error}
      />
    </Modal>
  );
});
