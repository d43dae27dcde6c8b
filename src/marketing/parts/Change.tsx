// A daily change as a signed percentage in the theme's up or down colour.
import { formatPercent } from '../../format/number';

export function Change({ ratio }: { ratio: number }) {
  const cls = ratio > 0 ? 'mk-up' : ratio < 0 ? 'mk-down' : undefined;
  return <span className={cls}>{formatPercent(Number.isFinite(ratio) ? ratio : null)}</span>;
}
