// A choice in a panel's toolbar or filter row: its name, then the select.
import { Options } from './Options';

export function ToolbarSelect<V extends string>({
  label,
  value,
  values,
  optionLabel,
  onChange,
  dim,
}: {
  label: string;
  value: V;
  values: readonly V[];
  optionLabel?: (value: V) => string;
  onChange: (value: V) => void;
  /** The name in the quiet colour (panel toolbars). */
  dim?: boolean;
}) {
  return (
    <label className={dim ? 'dim' : undefined}>
      {label}{' '}
      <select className="ui-select" value={value} onChange={(e) => onChange(e.target.value as V)}>
        <Options values={values} label={optionLabel} />
      </select>
    </label>
  );
}
