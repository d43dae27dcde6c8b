// The engine of the shown layout, for the panels: a widget's own state changes through it (an
// Action on its tab), wherever the panel is shown (dock or grid).
import { createContext } from 'react';
import type { LayoutEngine } from './engine';

export const EngineContext = createContext<LayoutEngine | undefined>(undefined);
