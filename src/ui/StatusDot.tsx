// A status light in front of a status word (the connection, a stream's sync): grey until it is
// good (green), on its way (amber) or bad (red).
export type DotTone = 'idle' | 'good' | 'pending' | 'bad';

export function StatusDot({ tone, size = 6 }: { tone: DotTone; size?: 6 | 7 }) {
  return <span className={`ui-dot ui-dot-${tone}${size === 7 ? ' ui-dot-7' : ''}`} aria-hidden="true" />;
}
