// A sale's terms to accept (the membership agreement, the AIFC terms): the published text is read
// from the exchange and accepted by its modified time, so terms changed since ask again.
import { useEffect, useState } from 'react';
import { t } from '../../../i18n';
import { Modal } from '../../../ui/Modal';
import { ModalActions } from '../../../ui/ModalActions';
import type { SecuritiesStoreInstance } from '../../../models/account/securities';
import type { TermsKind } from '../../../protocol/account/terms-kinds';
import type { PublishedTerms } from '../../../protocol/account/terms-due';
import { errorOf, useAnswer } from './use-answer';

export function SaleTermsModal({
  store,
  kind,
  title,
  body,
  onClose,
}: {
  store: SecuritiesStoreInstance;
  kind: TermsKind;
  title: string;
  body: string;
  onClose(): void;
}) {
  const { busy, error, run } = useAnswer();
  const [terms, setTerms] = useState<PublishedTerms | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    store.termsOf(kind).then(
      (x) => live && setTerms(x),
      (err: unknown) => live && setLoadError(t('securities.failed', { reason: errorOf(err) })),
    );
    return () => {
      live = false;
    };
  }, [store, kind]);
  return (
    <Modal title={title} onClose={onClose}>
      <p className="ui-modal-body">{body}</p>
      {terms && (
        <>
          <p className="ui-modal-body">
            <strong>{terms.title}</strong>
          </p>
          <div className="terms-text" tabIndex={0} aria-label={terms.title}>
            {terms.text}
          </div>
        </>
      )}
      <ModalActions
        cancelLabel={t('securities.cancel')}
        onCancel={onClose}
        confirmLabel={t('securities.acceptTerms')}
        onConfirm={() => terms && run(() => store.acceptTerms(kind, terms.modified))}
        disabled={busy || !terms}
        error={error ?? loadError}
      />
    </Modal>
  );
}
