// A control the session may not use (the read-only context, src/app/write-gate.tsx): it stays in
// place and focusable, marked disabled (aria-disabled) with the reason as its description, and
// its use shows the warning instead of doing anything.
export interface Blocked {
  reason: string;
  warn(): void;
}

export function blockedProps(blocked: Blocked, className?: string) {
  return {
    className,
    'aria-disabled': true,
    title: blocked.reason,
    // Inline: no stylesheet of its own for every widget's chunk to name.
    style: { opacity: 0.5, cursor: 'not-allowed' },
    onClick: (e: { preventDefault(): void }) => {
      e.preventDefault();
      blocked.warn();
    },
  } as const;
}
