// A disclaimer before a risky product's first use (account-side §2 modals): the product's risks
// in the user's language, accepted once per account — the acceptance is stored on the exchange
// under the disclaimer's terms keys (protocol/account/disclaimers.ts) and shown again only when
// the text's version changes. Already accepted, the modal answers at once without showing; "Not
// now" leaves the product. Loaded lazily (the borrow page's first visit asks it).
import './messages';
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { t } from '../../i18n';
import { useStore } from '../store-context';
import { ACCOUNT_CALLS } from '../../protocol/calls/account';
import { DISCLAIMERS, disclaimerDue, disclaimerKeys, type DisclaimerKind } from '../../protocol/account/disclaimers';
import { callAccount } from '../../models/account/env';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';

export interface DisclaimerModalProps {
  kind: DisclaimerKind;
  onAccepted(): void;
  onCancel(): void;
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export default observer(function DisclaimerModal({ kind, onAccepted, onCancel }: DisclaimerModalProps) {
  const { account } = useStore();
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const accepted = useRef(onAccepted);
  useEffect(() => {
    accepted.current = onAccepted;
  });
  useEffect(() => {
    let live = true;
    const key = disclaimerKeys(kind).accepted;
    callAccount(account, ACCOUNT_CALLS.settings, { keys: [key] })
      .then((settings) => {
        if (!live) return;
        const pairs = Array.isArray(settings) ? (settings as unknown[][]) : [];
        if (disclaimerDue(kind, pairs.find((p) => Array.isArray(p) && p[0] === key)?.[1])) setShown(true);
        else accepted.current();
      })
      // Unread, it is shown: accepting writes it.
      .catch(() => live && setShown(true));
    return () => {
      live = false;
    };
  }, [account, kind]);
  if (!shown) return null;
  const accept = () => {
    setBusy(true);
    setError(null);
    const keys = disclaimerKeys(kind);
    const version = DISCLAIMERS[kind];
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
