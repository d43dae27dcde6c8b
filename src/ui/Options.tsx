// The options of a select: one per value, each shown as `label(value)` (the value by default).
export function Options<V extends string>({ values, label = (v) => v }: { values: readonly V[]; label?: (value: V) => string }) {
  return (
    <>
      {values.map((v) => (
        <option key={v} value={v}>
          {label(v)}
        </option>
      ))}
    </>
  );
}
