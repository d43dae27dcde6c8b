import { Modal } from './Modal';
import { ModalActions } from './ModalActions';

export interface ConfirmModalProps {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmModal({ title, body, confirmLabel, cancelLabel, danger, onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <Modal title={title} onClose={onCancel}>
      <p className="ui-modal-body">{body}</p>
      <ModalActions cancelLabel={cancelLabel} onCancel={onCancel} confirmLabel={confirmLabel} onConfirm={onConfirm} danger={danger} />
    </Modal>
  );
}
