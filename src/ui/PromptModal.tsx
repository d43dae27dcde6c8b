// Asks for one line of text (a layout name): validated as it is typed, the error next to the field.
import { useId, useState, type FormEvent } from 'react';
import { Modal } from './Modal';
import { ModalActions } from './ModalActions';

export interface PromptModalProps {
  title: string;
  label: string;
  initial: string;
  confirmLabel: string;
  cancelLabel: string;
  /** An error message, or undefined when the value is acceptable. */
  validate(value: string): string | undefined;
  onConfirm(value: string): void;
  onCancel(): void;
}

export function PromptModal({ title, label, initial, confirmLabel, cancelLabel, validate, onConfirm, onCancel }: PromptModalProps) {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const error = validate(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!error) onConfirm(value.trim());
  };
  const showError = touched && error !== undefined;
  return (
    <Modal title={title} onClose={onCancel}>
      <form onSubmit={submit} className="ui-form">
        <label htmlFor={inputId} className="ui-label">
          {label}
        </label>
        <input
          id={inputId}
          className="ui-input"
          value={value}
          maxLength={60}
          aria-invalid={showError}
          aria-describedby={showError ? errorId : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setTouched(true);
          }}
        />
        {showError && (
          <p id={errorId} role="alert" className="ui-field-error">
            {error}
          </p>
        )}
        <ModalActions cancelLabel={cancelLabel} onCancel={onCancel} confirmLabel={confirmLabel} />
      </form>
    </Modal>
  );
}
