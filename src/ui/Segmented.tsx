// A small group of toggle buttons (precision P0–P4, 25/100 rows, tabs of quote currencies):
// one is pressed; the group has a name for screen readers.
export interface SegmentedOption<V extends string> {
  value: V;
  label: string;
  /** Accessible name when the visible label is terse ("P0" → "Precision 0"). */
  title?: string;
}

export interface SegmentedProps<V extends string> {
  label: string;
  value: V;
  options: readonly SegmentedOption<V>[];
  onChange(value: V): void;
  className?: string;
}

export function Segmented<V extends string>({ label, value, options, onChange, className }: SegmentedProps<V>) {
  return (
    <div role="group" aria-label={label} className={`ui-seg ${className ?? ''}`}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className="ui-seg-btn"
          aria-pressed={o.value === value}
          aria-label={o.title}
          title={o.title}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
