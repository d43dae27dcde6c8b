// The missing permissions warning (account-side §2): a call the exchange refused because the
// session lacks a right — a restricted credential, or a sub-account's context changing what only
// the login's own account may — says which right and what the user can do; in a sub-account's
// context it offers the way back to the master account. A control of a restricted session
// (write-gate.tsx) shows it too, before anything is sent.
import './notice-messages';
import { observer } from 'mobx-react-lite';
import { t } from '../i18n';
import { useAuth } from './auth';
import { Modal } from '../ui/Modal';
import { ModalActions } from '../ui/ModalActions';

export const MissingPermissionsModal = observer(function MissingPermissionsModal() {
  const auth = useAuth();
  const missing = auth.missingPermission;
  if (!missing || !auth.signedIn) return null;
  const inSub = auth.user !== undefined && !auth.user.isMainAccount;
  const close = () => auth.dismissMissingPermission();
  return (
    <Modal title={t('permissions.title')} onClose={close}>
      <p className="ui-modal-body">{t(missing.text ? 'permissions.body' : 'permissions.bodyLocal', { reason: missing.reason })}</p>
      <p className="ui-modal-body dim">{inSub ? t('permissions.inSub') : t('permissions.whatToDo')}</p>
      {inSub ? (
        <ModalActions
          cancelLabel={t('permissions.close')}
          onCancel={close}
          confirmLabel={t('nav.backToMaster')}
          onConfirm={() => {
            close();
            void auth.switchSubaccount(0).catch(() => undefined);
          }}
        />
      ) : (
        <div className="ui-modal-actions">
          <button type="button" className="ui-button ui-button-primary" onClick={close}>
            {t('permissions.close')}
          </button>
        </div>
      )}
    </Modal>
  );
});
