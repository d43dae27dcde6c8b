// A checkbox with its label, as every widget's toolbar and form uses it. `name` replaces the
// visible label as the accessible name where the label alone would be too terse.
export function Check({
  label,
  checked,
  onChange,
  title,
  name,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  title?: string;
  name?: string;
  disabled?: boolean;
}) {
  return (
    <label className="ui-check" title={title}>
      <input type="checkbox" checked={checked} aria-label={name} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
