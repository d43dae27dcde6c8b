import { Modal } from './Modal';

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
      <div className="ui-modal-actions">
        <button type="button" className="ui-button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={`ui-button ${danger ? 'ui-button-danger' : 'ui-button-primary'}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
