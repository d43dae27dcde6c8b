// The foot of a modal: the way out, then the action. In a form the action submits it (so Enter in
// a field does the same); otherwise it calls onConfirm. The form's refusal, when there is one,
// stands above the buttons as an alert.
export interface ModalActionsProps {
  cancelLabel: string;
  onCancel(): void;
  confirmLabel: string;
  /** Absent: the action is the form's submit button. */
  onConfirm?(): void;
  disabled?: boolean;
  danger?: boolean;
  error?: string | null;
}

export function ModalActions({ cancelLabel, onCancel, confirmLabel, onConfirm, disabled, danger, error }: ModalActionsProps) {
  return (
    <>
      {error && (
        <p className="ui-field-error" role="alert">
          {error}
        </p>
      )}
      <div className="ui-modal-actions">
        <button type="button" className="ui-button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type={onConfirm ? 'button' : 'submit'}
          className={`ui-button ${danger ? 'ui-button-danger' : 'ui-button-primary'}`}
          disabled={disabled}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </>
  );
}
