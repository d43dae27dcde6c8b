// Funding widgets keep their own currency, but follow the workspace's when it changes
// (/f/:currency, or another widget selecting one) — like the market widgets follow the pair.
import { useEffect, useRef } from 'react';
import { reaction } from 'mobx';
import { useStore } from './store-context';

export function useFollowFunding(current: string, select: (symbol: string) => void): void {
  const { workspace } = useStore();
  const selectRef = useRef(select);
  const currentRef = useRef(current);
  useEffect(() => {
    selectRef.current = select;
    currentRef.current = current;
  });
  useEffect(
    () =>
      reaction(
        () => workspace.fundingSymbol,
        (symbol) => {
          if (symbol !== currentRef.current) selectRef.current(symbol);
        },
      ),
    [workspace],
  );
}
