// The approval of a pending security change (account-side §4): the code of the authenticator app,
// or of the e-mail the exchange sent ("e-mail one-time-code"); an error clears the pending change.
import { useState } from 'react';
import { t } from '../../i18n';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import { CodeField } from './CodeField';

export function ApproveChangeModal({
  method,
  onApprove,
  onClose,
}: {
  method: 'otp' | 'email';
  onApprove(code: string): Promise<void>;
  onClose(): void;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={t('security.approveTitle')} onClose={onClose}>
      <form
        className="ui-form"
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          void onApprove(code.trim()).finally(() => setBusy(false));
        }}
      >
        <p className="ui-modal-body">{t(method === 'otp' ? 'security.approveOtp' : 'security.approveEmail')}</p>
        <CodeField value={code} onChange={setCode} autoFocus />
        <ModalActions
          cancelLabel={t('security.cancel')}
          onCancel={onClose}
          confirmLabel={t('security.approve')}
          disabled={busy || code.length < 6}
        />
      </form>
    </Modal>
  );
}
