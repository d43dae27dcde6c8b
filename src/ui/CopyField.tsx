// A value to copy (an address, a key): read-only, selected on focus, with a Copy button.
import { t } from '../i18n';
import './form.css';

export function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <label className="ui-form ui-copy-field">
      <span className="ui-label">{label}</span>
      <span className="ui-copy">
        <input className="ui-input ui-mono" readOnly value={value} onFocus={(e) => e.target.select()} />
        <button type="button" className="ui-button" onClick={() => void navigator.clipboard?.writeText(value)}>
          {t('common.copy')}
        </button>
      </span>
    </label>
  );
}
