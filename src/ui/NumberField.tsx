// A labelled numeric text field with its unit and its error next to it.
import { useId } from 'react';
import './form.css';

export interface NumberFieldProps {
  label: string;
  value: string;
  onChange(v: string): void;
  unit?: string;
  error?: string;
  hint?: string;
  step?: string;
  inputMode?: 'decimal' | 'numeric';
}

export function NumberField({ label, value, onChange, unit, error, hint, inputMode }: NumberFieldProps) {
  const id = useId();
  const errId = `${id}-err`;
  return (
    <div className="of-row">
      <label className="ui-label" htmlFor={id}>
        {label}
      </label>
      <span className="of-input">
        <input
          id={id}
          className="ui-input num"
          type="text"
          inputMode={inputMode ?? 'decimal'}
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errId : undefined}
          onChange={(e) => onChange(e.target.value.replace(',', '.'))}
        />
        {unit && <span className="of-unit dim">{unit}</span>}
      </span>
      {error ? (
        <span id={errId} className="ui-field-error">
          {error}
        </span>
      ) : hint ? (
        <span className="of-hint dim">{hint}</span>
      ) : null}
    </div>
  );
}
