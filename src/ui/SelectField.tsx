// A labelled choice among a few values (a form row): the label above, the select below, each
// option shown as `label(value)` (the value itself by default).
import { Options } from './Options';

export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  optionLabel = (v) => v,
}: {
  label: string;
  value: V;
  options: readonly V[];
  onChange: (value: V) => void;
  optionLabel?: (value: V) => string;
}) {
  return (
    <label className="ui-form">
      <span className="ui-label">{label}</span>
      <select className="ui-select" value={value} onChange={(e) => onChange(e.target.value as V)}>
        <Options values={options} label={optionLabel} />
      </select>
    </label>
  );
}
