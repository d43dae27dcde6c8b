// The pair a panel shows (link-groups.ts): given to its widget by the panel's host, so a widget
// reads and changes its panel's pair, never the workspace's directly, and knows nothing of links.
import { createContext, useContext } from 'react';
import { useStore } from '../app/store-context';

export interface PanelPair {
  pair: string;
  /** Points the panel at `symbol`, and every panel of its link colour with it. */
  setPair(symbol: string): void;
}

export const PanelPairContext = createContext<PanelPair | undefined>(undefined);

/** The pair of the panel the widget is in (the workspace's outside a panel). */
export function usePanelPair(): PanelPair {
  const panel = useContext(PanelPairContext);
  const { workspace } = useStore();
  return panel ?? { pair: workspace.pair, setPair: (symbol) => workspace.setPair(symbol) };
}
