// The "required verification level" modal (account-side §2): what an action needs, what the
// account has, and the way to the verification page.
import { useNavigate } from 'react-router';
import { t } from '../i18n';
import { Modal } from './Modal';
import { ModalActions } from './ModalActions';

export function RequiredLevelModal({ action, needed, level, onClose }: { action: string; needed: string; level: string; onClose(): void }) {
  const navigate = useNavigate();
  return (
    <Modal title={t('requiredLevel.title')} onClose={onClose}>
      <p className="ui-modal-body">
        {t('requiredLevel.body', { action, needed: t('level.name', { level: needed }), level: t('level.name', { level }) })}
      </p>
      <ModalActions
        cancelLabel={t('requiredLevel.later')}
        onCancel={onClose}
        confirmLabel={t('requiredLevel.verify')}
        onConfirm={() => {
          onClose();
          void navigate('/verification');
        }}
      />
    </Modal>
  );
}
